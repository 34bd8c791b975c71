import type { ComponentChildren } from 'preact';
import { useRef } from 'react';
import { useFocusBack } from '../focus';
import { cn, cx } from '../styles';
import { Spinner } from './Spinner';

export interface ButtonProps {
  children: ComponentChildren;
  variant?: 'primary' | 'secondary' | 'link';
  type?: 'button' | 'submit';
  disabled?: boolean;
  /** Shows a spinner and disables the button (the focus it had comes back when it is done, if it is still there). */
  loading?: boolean;
  onClick?: () => void;
  'aria-label'?: string;
}

export function Button({ children, variant = 'primary', type = 'button', disabled, loading, onClick, ...rest }: ButtonProps) {
  const link = variant === 'link';
  // A keyboard user who pressed it gets the focus back when the wait is over (e.g. a failed request),
  // rather than Tab starting from the top of the host page.
  const el = useRef<HTMLButtonElement>(null);
  useFocusBack(
    loading,
    () => !!el.current?.matches(':focus'),
    () => el.current?.focus({ preventScroll: true }),
  );
  return (
    <button
      ref={el}
      type={type}
      class={link ? cx.link : cn(cx.button, variant === 'secondary' && cx.secondary, cx.disabled)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={rest['aria-label']}
      onClick={onClick && (() => onClick())}
    >
      {loading && !link && <Spinner small />}
      {children}
    </button>
  );
}
