// Where focus goes when a widget shows a new screen: its heading (screen readers read the new
// screen from there), or on a code-entry screen its first box (typing the code works at once).
import { useContext, useEffect, useRef } from 'react';
import { FocusContext } from './mount';
import { cx } from './styles';

/**
 * Focuses `el` after a screen change: never before the user has been in the widget (a focus or a
 * click in it: mount.tsx), so no first screen takes the page's focus, never away from the host page (only when focus is nowhere, i.e. the old screen's
 * control is gone, or inside this widget), and never scrolling the page. A screen change is a mount
 * of the caller, so `on` is read then only: flipping it later on the same screen moves nothing
 * (focus never jumps under a user who is typing); a remount (e.g. a new `key`) focuses again.
 */
export function useScreenFocus(get: () => HTMLElement | null | undefined, on: boolean | undefined) {
  // Armed as it was when this screen rendered: a user who reaches the widget before the effect runs
  // (it waits for a paint) has not asked for this screen.
  const armed = useContext(FocusContext).armed;
  useEffect(() => {
    if (on && armed) focusWithin(get());
  }, []);
}

/** Whether the page's focus is nowhere: on its body, where a removed or disabled control drops it. */
export const nowhere = () => {
  const a = document.activeElement;
  return !a || a === document.body;
};

/** Focuses `el` when focus is nowhere or inside `el`'s widget (never taken from the host page), without scrolling. */
export function focusWithin(el: HTMLElement | null | undefined) {
  const a = document.activeElement;
  if (el && (nowhere() || a?.shadowRoot === el.getRootNode() || el.closest(`.${cx.root}`)?.contains(a))) el.focus({ preventScroll: true });
}

/**
 * A control a wait disables loses the focus (the browser drops it to the page). While `waiting`, notes
 * whether the control has it (`has`); when the wait is over, `back` gives it back if it went nowhere
 * (or stayed), never from where the user has moved it meanwhile.
 */
export function useFocusBack(waiting: boolean | undefined, has: () => boolean, back: () => void) {
  const had = useRef(false);
  if (waiting) had.current ||= has();
  useEffect(() => {
    if (!waiting && had.current) (had.current = false), (nowhere() || has()) && back();
  }, [waiting]);
}

/**
 * After a refused submit, once drawn: the first field `form` marks invalid takes the focus (its
 * message is read with it), where a long form's message could sit far above the button pressed;
 * not if the user has moved the focus meanwhile.
 */
export function focusFirstInvalid(form: Element | null | undefined) {
  const from = document.activeElement;
  setTimeout(() => {
    if (document.activeElement === from || nowhere()) form?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
  });
}

/**
 * After an Add that draws a new row (`[data-row]`) in the focused Add button's fieldset: once drawn,
 * the new, last row's first field takes the focus (the row appears above the button, which a keyboard
 * user would otherwise have to Shift+Tab back from). A click that left the focus elsewhere moves nothing.
 */
export function focusNewRow() {
  let add = document.activeElement;
  while (add?.shadowRoot?.activeElement) add = add.shadowRoot.activeElement;
  const set = add?.closest('fieldset');
  setTimeout(() => [...(set?.querySelectorAll('[data-row]') ?? [])].pop()?.querySelector<HTMLElement>('input, select')?.focus());
}
