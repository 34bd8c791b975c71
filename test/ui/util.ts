// The widget test kit lives in test/helpers/kit.ts; this path stays for the UI tests' imports (and
// adds pressEnter, for the widgets' form tests).
export * from '../helpers/kit';

/**
 * Enter in a form field as a browser does it (happy-dom has no implicit submission): the keydown,
 * then, unless a handler cancelled it, the form's submit, which a disabled submit button stops.
 */
export function pressEnter(field: Element) {
  const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  field.dispatchEvent(key);
  const form = (field as HTMLInputElement).form;
  const button = form?.querySelector('button[type=submit]') as HTMLButtonElement | null;
  if (form && !key.defaultPrevented && button && !button.disabled) form.requestSubmit();
}
