import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useRef } from 'react';
import { FocusContext } from '../mount';
import { cx } from '../styles';

/**
 * A screen's heading. It takes focus when a new screen renders (not on the widget's first render, and
 * not away from the host page).
 * `hidden` (hideHeaderText) keeps it for assistive technology only.
 */
export function Heading({ children, hidden }: { children: ComponentChildren; hidden?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focus = useContext(FocusContext);
  useEffect(() => {
    const h = ref.current;
    if (!focus.armed || !h) return;
    // Never take focus from the host page (e.g. a field typed in while the widget was loading):
    // only when it is nowhere (the old screen's control is gone) or inside this widget.
    const a = document.activeElement;
    if (!a || a === document.body || a.shadowRoot === h.getRootNode() || h.closest(`.${cx.root}`)?.contains(a)) h.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} class={hidden ? cx.vh : cx.heading}>
      {children}
    </h2>
  );
}
