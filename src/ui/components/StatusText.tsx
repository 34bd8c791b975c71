import { cx } from '../styles';

/**
 * A polite status line (a save or a send confirmed where the focus is). Always rendered, hidden while
 * empty, so screen readers notice when its text appears (a live region inserted with its text is
 * often not announced).
 */
export function StatusText({ message }: { message?: string | false | null }) {
  return (
    <p class={message ? cx.text : cx.vh} role="status">
      {message || null}
    </p>
  );
}
