import type { ComponentChildren } from 'preact';
import { cx } from '../../ui/styles';

/**
 * A column form whose submit never navigates (Enter submits: keyboard-only use). The browser's own
 * check is off (`noValidate`); the first field it would stop at decides, in the order the fields
 * show. An email or a phone number is the screen's to check and word ('Invalid email address',
 * 'Invalid phone number, please try again.'), in the widget's language rather than a tooltip in
 * the browser's; an empty required field of another kind (password, backup code, organization
 * slug) is the browser's to report.
 */
export function Form({ onSubmit, children, label }: { onSubmit: () => void; children: ComponentChildren; label?: string }) {
  return (
    <form
      class={cx.col}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const first = [...e.currentTarget.querySelectorAll('input')].find((i) => !i.validity.valid);
        if (first && !/^(email|tel)$/.test(first.type)) first.reportValidity();
        else onSubmit();
      }}
    >
      {children}
    </form>
  );
}
