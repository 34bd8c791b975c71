import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'react';
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
  // A disabled button loses the focus (the browser drops it to the page): a keyboard user who pressed it
  // gets it back when the wait is over (e.g. a failed request), rather than Tab starting from the page's top.
  const el = useRef<HTMLButtonElement>(null);
  const had = useRef(false);
  if (loading) had.current ||= !!el.current?.matches(':focus');
  useEffect(() => {
    // Only when the focus went nowhere: a user who moved on (e.g. into a field) keeps it there.
    const a = document.activeElement;
    if (!loading && had.current && ((had.current = false), !a || a === document.body)) el.current?.focus({ preventScroll: true });
  }, [loading]);
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
