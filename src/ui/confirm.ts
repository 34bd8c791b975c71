// The focus of a confirmation: a question asked in place, before a step that cannot be undone (an
// alertdialog drawn where, or beside where, the control that opened it is). The Admin Portal's
// delete and rotation steps, the account pages' removals and the passkey widget's delete use it.
import { useEffect, useRef } from 'react';
import { focusWithin, nowhere } from './focus';

/**
 * On open the focus moves into the confirmation (`ref`'s element, focusable with tabIndex -1: its
 * label, the question, is read, and nothing is pressed by an Enter). As it closes with the focus in it
 * (or nowhere), the focus goes back to the control that opened it after `cancelled()`, if that is
 * still there, else to `fallback()` (read once the close has been drawn: the control drawn in its place).
 * Escape inside it is its Cancel (`cancel`).
 */
export function useConfirmFocus(fallback: () => HTMLElement | null | undefined, cancel: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const cancelled = useRef(false);
  const latest = useRef(cancel);
  latest.current = cancel;
  useEffect(() => {
    const el = ref.current!;
    const root = el.getRootNode() as Document | ShadowRoot;
    // Nowhere (a removed control's focus) or in the confirmation; not on the host page outside a shadow root.
    const left = () => nowhere() || el.contains(root.activeElement);
    const a = root.activeElement;
    const opener = a instanceof HTMLElement && !left() ? a : null;
    focusWithin(el);
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      cancelled.current = true;
      latest.current();
    };
    el.addEventListener('keydown', onEscape);
    return () => {
      el.removeEventListener('keydown', onEscape);
      if (left()) queueMicrotask(() => focusWithin(cancelled.current && opener?.isConnected ? opener : fallback()));
    };
  }, []);
  return { ref, cancelled: () => void (cancelled.current = true) };
}
