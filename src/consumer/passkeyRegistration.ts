// Passkey registration (the passkey-registration widget and the offer after a sign-in), loaded
// with its screens (featherlogin.passkeys.js): register or skip, and the section 8 messages.
import { emit } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import type { W } from './context';
import { attempt, go, session } from './flows';
import { apiType } from './passkeys';

/**
 * Section 8: an already-registered credential (the browser's InvalidStateError for an excluded
 * credential, or the API saying so) has its own message; any other failure the generic one.
 */
const registerErrorKey = (e: unknown) =>
  (e as Error)?.name === 'InvalidStateError' || /duplicate|already/.test(apiType(e))
    ? 'passkey.register.error.exists'
    : 'passkey.register.error.other';

/** 'Create a Passkey': register, then Passkey Registration Success. Resolves true on success. */
export const passkeyRegister = (w: W): Promise<boolean> =>
  attempt(
    w,
    async () => {
      emit(
        w.callbacks,
        E.PasskeyRegister,
        await w.client.webauthn.register({ is_passkey: true, domain: w.config.passkeyOptions?.domain, ...session(w) }),
      );
      go(w, 'PasskeyRegistrationSuccess');
    },
    (e) => w.t(registerErrorKey(e)),
  );

/** 'Skip': no passkey; on to the list of existing ones. */
export function passkeySkip(w: W) {
  emit(w.callbacks, E.PasskeySkip, {});
  go(w, 'PasskeyRegistrationSuccess');
}
