// The login widget's operations: one API call each, then the event to the host and the machine
// transition of spec section 4. Screens call these; errors are thrown back to the caller, which
// shows them (see `attempt`). The operations of a first step (send a link or a code, the
// password lookup, a passkey login: passkeys.ts) and of the screens after it are in stepFlows.ts,
// loaded with those screens.
import { errorText } from '../ui/error-text';
import { emit, reportError } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import { sessionMinutes } from './config';
import type { W } from './context';
import type { ScreenName } from './machine';

/**
 * Where an operation began: the returned check is false once the user has left that screen (Back,
 * another choice), so a late answer moves no one and a late failure shows nowhere (onError still hears it).
 */
export function here(w: W) {
  const at = w.m.state.value.screen;
  return () => w.m.state.value.screen === at;
}

/**
 * Runs an operation; on failure reports it to callbacks.onError and, while the user is still on the
 * screen that ran it, shows `message` (or the error's own text) as that screen's error. Resolves true on success.
 */
export async function attempt(w: W, op: () => Promise<unknown>, message?: (e: unknown) => string): Promise<boolean> {
  w.m.dispatch({ type: 'clear_error_message' });
  const still = here(w);
  try {
    await op();
    return true;
  } catch (e) {
    reportError(w.callbacks, e);
    if (still()) w.m.dispatch({ type: 'set_error_message', errorMessage: message ? message(e) : errorText(e, w.t) });
    return false;
  }
}

export const go = (w: W, screen: ScreenName) => w.m.dispatch({ type: 'transition', screen });
/** An address or number the code forms refused before any request: its words under the field, and to onError, as the official code forms report it. */
export function refuse(w: W, message: string) {
  w.m.dispatch({ type: 'set_error_message', errorMessage: message });
  reportError(w.callbacks, { message });
}
export const session = (w: W) => ({ session_duration_minutes: sessionMinutes(w.config) });

export function tokenParams(): { token: string; type: string } | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  const token = q.get('token');
  const type = q.get('stytch_token_type');
  return token && type ? { token, type } : null;
}

export const flowComplete = (w: W) => emit(w.callbacks, E.AuthenticateFlowComplete, {});
