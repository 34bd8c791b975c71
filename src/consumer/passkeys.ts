// Passkeys: login (button and conditional-mediation autofill) and its section 8 messages, loaded
// with the steps chunk (its Passkey Confirmation screen); Main's passkey slot calls them through
// stepsOp (lazy.ts). Registration is in passkeyRegistration.ts (loaded with its screens). The
// error text goes to the machine's errorMessage.
import { StytchAPIError } from '../core/errors';
import { emit, reportError } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import type { W } from './context';
import { go, session } from './flows';

/** Autofill (conditional mediation) attempts before giving up (spec section 9). */
export const AUTOFILL_RETRIES = 5;

export const apiType = (e: unknown) => (e instanceof StytchAPIError ? e.error_type : '');
const aborted = (e: unknown) => (e as Error)?.name === 'AbortError';
/** The browser's passkey sheet dismissed (or timed out): the user's choice, not an error to show. */
const dismissed = (e: unknown) => (e as Error)?.name === 'NotAllowedError';

/** Section 8: webauthn_registration_not_found has its own message; anything else is 'Unknown error...'. */
const loginErrorKey = (e: unknown) =>
  apiType(e) === 'webauthn_registration_not_found' ? 'passkey.error.notFound' : 'passkey.error.unknown';

/**
 * One passkey login. Success -> Passkey Confirmation. An empty answer or an error shows the
 * section 8 message (autofill shows only the server's errors). Resolves true on success.
 */
export async function passkeyLogin(w: W, o: { conditional?: boolean; signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    const data = await w.client.webauthn.authenticate({
      ...session(w),
      domain: w.config.passkeyOptions?.domain,
      is_passkey: true,
      conditional_mediation: o.conditional || undefined,
      signal: o.signal,
    });
    if (!data) throw new Error('empty passkey response');
    emit(w.callbacks, E.PasskeyAuthenticate, data);
    go(w, 'PasskeyConfirmation');
    return true;
  } catch (e) {
    if (aborted(e) || o.signal?.aborted) return false;
    reportError(w.callbacks, e);
    // A dismissed sheet, and autofill failures that are not the server's (no support), stay silent.
    if (dismissed(e) || (o.conditional && !apiType(e))) return false;
    w.m.dispatch({ type: 'set_error_message', errorMessage: w.t(loginErrorKey(e)) });
    return false;
  }
}

/** Conditional mediation on the email/phone field: up to AUTOFILL_RETRIES failed attempts, then stop. */
export async function passkeyAutofill(w: W, signal: AbortSignal): Promise<void> {
  for (let left = AUTOFILL_RETRIES; left > 0 && !signal.aborted; left--) {
    if (await passkeyLogin(w, { conditional: true, signal })) return;
  }
}
