import type { ComponentChildren } from 'preact';
import { useRef } from 'react';
import { useScreenFocus } from '../focus';
import { cx } from '../styles';

/**
 * A screen's heading. It takes focus when a new screen renders (useScreenFocus: not on the widget's
 * first render, not away from the host page) unless `focus` is false (a code-entry screen focuses
 * its first box instead). Its focus ring shows only while the user navigates by keyboard (styles.ts).
 * `hidden` (hideHeaderText) keeps it for assistive technology only.
 */
export function Heading({ children, hidden, focus = true }: { children: ComponentChildren; hidden?: boolean; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useScreenFocus(() => ref.current, focus);
  return (
    <h2 ref={ref} tabIndex={-1} class={hidden ? cx.vh : cx.heading}>
      {children}
    </h2>
  );
}
