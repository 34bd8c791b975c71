// Passkey registration (the passkey-registration widget and the offer after a sign-in), loaded
// with its screens (featherlogin.passkeys.js): register or skip, and the section 8 messages.
import { emit, reportError, StytchEventType as E } from '../ui/events';
import { sessionMinutes } from './config';
import type { W } from './context';
import { Screen } from './machine';
import { apiType } from './passkeys';

/**
 * Section 8: an already-registered credential (the browser's InvalidStateError for an excluded
 * credential, or the API saying so) has its own message; any other failure the generic one.
 */
const registerErrorKey = (e: unknown) =>
  (e as Error)?.name === 'InvalidStateError' || /duplicate|already/.test(apiType(e)) ? 'passkey.register.error.exists' : 'passkey.register.error.other';

/** 'Create a Passkey': register, then Passkey Registration Success. Resolves true on success. */
export async function passkeyRegister(w: W): Promise<boolean> {
  w.m.dispatch({ type: 'clear_error_message' });
  try {
    const data = await w.client.webauthn.register({ is_passkey: true, session_duration_minutes: sessionMinutes(w.config) });
    emit(w.callbacks, E.PasskeyRegister, data);
    w.m.dispatch({ type: 'transition', screen: Screen.PasskeyRegistrationSuccess });
    return true;
  } catch (e) {
    reportError(w.callbacks, e);
    w.m.dispatch({ type: 'set_error_message', errorMessage: w.t(registerErrorKey(e)) });
    return false;
  }
}

/** 'Skip': no passkey; on to the list of existing ones. */
export function passkeySkip(w: W) {
  emit(w.callbacks, E.PasskeySkip, {});
  w.m.dispatch({ type: 'transition', screen: Screen.PasskeyRegistrationSuccess });
}
