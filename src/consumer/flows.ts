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
 * Runs an operation; on failure reports it to callbacks.onError and shows `message` (or the
 * error's own text) as the screen's error. Resolves true on success.
 */
export async function attempt(w: W, op: () => Promise<unknown>, message?: (e: unknown) => string): Promise<boolean> {
  w.m.dispatch({ type: 'clear_error_message' });
  try {
    await op();
    return true;
  } catch (e) {
    reportError(w.callbacks, e);
    w.m.dispatch({ type: 'set_error_message', errorMessage: message ? message(e) : errorText(e, w.t) });
    return false;
  }
}

export const go = (w: W, screen: ScreenName) => w.m.dispatch({ type: 'transition', screen });
export const session = (w: W) => ({ session_duration_minutes: sessionMinutes(w.config) });

/** stytch_token_type -> how to authenticate the token, and the host event. */
// No host event of their own (the official StytchEventType has none for them): the confirmation
// screen they lead to sends AuthenticateFlowComplete.
const TOKEN_TYPES: Record<string, (w: W, token: string) => Promise<unknown>> = {
  magic_links: (w, t) => w.client.magicLinks.authenticate(t, session(w)),
  login: (w, t) => w.client.magicLinks.authenticate(t, session(w)),
  oauth: (w, t) => w.client.oauth.authenticate(t, session(w)),
  impersonation: (w, t) => w.client.impersonation.authenticate({ impersonation_token: t }),
};

export function tokenParams(): { token: string; type: string } | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  const token = q.get('token');
  const type = q.get('stytch_token_type');
  return token && type ? { token, type } : null;
}

/** Removes token and stytch_token_type from the address bar. */
export function clearTokenParams() {
  const url = new URL(location.href);
  if (!url.searchParams.has('token') && !url.searchParams.has('stytch_token_type')) return;
  url.searchParams.delete('token');
  url.searchParams.delete('stytch_token_type');
  history.replaceState(history.state, '', url.toString());
}

/**
 * Token handling on load: magic_links / oauth / impersonation tokens are authenticated ('Logging
 * in'), a reset_password token opens the reset form (see StytchUIClient), a login token on the
 * reset widget logs in by magic link. The parameters are removed afterwards.
 */
export async function authenticateTokenOnLoad(w: W, resetWidget = false) {
  const p = tokenParams();
  if (!p || !TOKEN_TYPES[p.type] || (p.type === 'login') !== resetWidget) return;
  go(w, 'LoggingIn');
  try {
    await TOKEN_TYPES[p.type](w, p.token);
    go(w, 'PasswordConfirmation');
  } catch (e) {
    reportError(w.callbacks, e);
    go(w, resetWidget ? 'PasswordResetForm' : 'Main');
    w.m.dispatch({ type: 'set_error_message', errorMessage: errorText(e, w.t) });
  } finally {
    clearTokenParams();
  }
}

export const flowComplete = (w: W) => emit(w.callbacks, E.AuthenticateFlowComplete, {});
