import { cx } from '../styles';
import { ServerText } from '../linkify';

/** An announced error (role=alert). Always rendered so screen readers notice when text appears. */
export function ErrorText({ message, id }: { message?: string; id?: string }) {
  return (
    <p id={id} class={message ? cx.error : cx.vh} role="alert" aria-live="assertive">
      {message ? <ServerText text={message} /> : null}
    </p>
  );
}
