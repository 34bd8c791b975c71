import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useRef } from 'react';
import { FocusContext } from '../mount';
import { cx } from '../styles';

/**
 * A screen's heading. It takes focus when a new screen renders (not on the widget's first render).
 * `hidden` (hideHeaderText) keeps it for assistive technology only.
 */
export function Heading({ children, hidden }: { children: ComponentChildren; hidden?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focus = useContext(FocusContext);
  useEffect(() => {
    if (focus.armed) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} class={hidden ? cx.vh : cx.heading}>
      {children}
    </h2>
  );
}
