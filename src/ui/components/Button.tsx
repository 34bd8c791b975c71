import type { ComponentChildren } from 'preact';
import { cn, cx } from '../styles';
import { Spinner } from './Spinner';

export interface ButtonProps {
  children: ComponentChildren;
  variant?: 'primary' | 'secondary' | 'link';
  type?: 'button' | 'submit';
  disabled?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  onClick?: () => void;
  'aria-label'?: string;
}

export function Button({ children, variant = 'primary', type = 'button', disabled, loading, onClick, ...rest }: ButtonProps) {
  const link = variant === 'link';
  return (
    <button
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
