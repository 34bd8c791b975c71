// Host callbacks as in the official SDK: callbacks.onEvent({ type, data }) and callbacks.onError(error).
// Every event `type` is a member of the official StytchEventType (src/core/enums.ts), so a host
// comparing `event.type === StytchEventType.AuthenticateFlowComplete` ('AUTHENTICATE_FLOW_COMPLETE')
// sees it; the spec's "authenticate-flow-complete event" is that member.
import type { StytchEventType } from '../core/enums';

/** What `callbacks.onError` receives: an Error of the SDK (every one has a `message`). */
export type StytchSDKUIError = { message: string };

/** An event to the host: its type and the answer of the call that succeeded (or `{}`). */
// biome-ignore lint/suspicious/noExplicitAny: the payload depends on the type; hosts read it per type
export type StytchEvent<_TProjectConfiguration = any> = { type: StytchEventType; data: any };

export interface Callbacks<TProjectConfiguration = any> {
  onEvent?(event: StytchEvent<TProjectConfiguration>): void;
  onError?(error: StytchSDKUIError): void;
}

/** Calls a host callback; a throwing host callback never breaks the widget. */
export function emit(cb: Callbacks | undefined, type: StytchEventType, data: unknown = {}) {
  try {
    cb?.onEvent?.({ type, data });
  } catch (e) {
    console.error(e);
  }
}

/**
 * Reports a failure to the host: the thrown object itself (an SDK error: it has a `message`); a
 * thrown primitive is wrapped so `error.message` exists.
 */
export function reportError(cb: Callbacks | undefined, error: unknown) {
  try {
    cb?.onError?.(error && typeof error === 'object' ? (error as StytchSDKUIError) : { message: String(error) });
  } catch (e) {
    console.error(e);
  }
}
