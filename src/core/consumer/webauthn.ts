// webauthn.* : passkey / WebAuthn registration and authentication (including autofill), rename. The
// register / authenticate bodies and the codec load on first use (passkeys.ts); the checks stay here,
// the autofill checks in autofill.ts.
import * as r from '../../wire/consumer-routes';
import { authenticate, call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { lazy } from '../chunk';
import { INVALID_RESPONSE, SDKInvalidResponseError, WebAuthnUnsupportedError } from '../errors';
import type { WebAuthnUpdateResponse } from '../../wire/public-types';
import type { AuthenticateOptions, Deps, RegisterOptions } from './passkeys';
import { browserSupportsAutofill, findAutofillField } from './autofill';

export function webauthnModule(ctx: Ctx) {
  const load = lazy<typeof import('./passkeys')>(__CDN__ ? 'featherlogin.webauthn.js' : () => import('./passkeys'));
  const d: Deps = { call, authenticate, invalid: () => new SDKInvalidResponseError(INVALID_RESPONSE) };
  return {
    browserSupportsAutofill,
    async register(o: RegisterOptions = {}) {
      // The method's options, not one endpoint's body (passkeys.ts builds the two bodies from them).
      check(
        'stytch.webauthn.register',
        o,
        'domain? authenticator_type? is_passkey?:boolean session_duration_minutes?:number override_id? override_name? override_display_name?',
      );
      ctx.requireSession();
      return (await load()).register(ctx, d, o);
    },
    async authenticate(o: AuthenticateOptions) {
      check(
        'stytch.webauthn.authenticate',
        o,
        'domain? session_duration_minutes:number is_passkey?:boolean conditional_mediation?:boolean',
      );
      if (o.conditional_mediation) {
        if (!findAutofillField() || !(await browserSupportsAutofill())) throw new WebAuthnUnsupportedError();
      }
      return (await load()).authenticate(ctx, d, o);
    },
    async update(o: { webauthn_registration_id: string; name: string }) {
      check('stytch.webauthn.update', o, 'webauthn_registration_id name');
      return call<WebAuthnUpdateResponse>(ctx, r.webauthnUpdate, { name: o.name }, { id: o.webauthn_registration_id });
    },
  };
}
