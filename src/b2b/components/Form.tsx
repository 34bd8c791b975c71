import type { ComponentChildren } from 'preact';
import { cx } from '../../ui/styles';

/** A column form whose submit never navigates (Enter submits: keyboard-only use). */
export function Form({ onSubmit, children, label }: { onSubmit: () => void; children: ComponentChildren; label?: string }) {
  return (
    <form
      class={cx.col}
      aria-label={label}
      noValidate={false}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
