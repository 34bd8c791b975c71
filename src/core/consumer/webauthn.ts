// webauthn.* : passkey / WebAuthn registration and authentication (including autofill), rename.
import * as r from '../../wire/consumer-routes';
import { authenticate, call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { WebAuthnUnsupportedError } from '../errors';
import { creationOptions, credentialJSON, requestOptions } from '../webauthn-codec';

export async function browserSupportsAutofill(): Promise<boolean> {
  const PKC = (globalThis as any).PublicKeyCredential;
  return !!PKC?.isConditionalMediationAvailable && (await PKC.isConditionalMediationAvailable().catch(() => false));
}

/**
 * The field passkey autofill attaches to: an input whose autocomplete contains "webauthn", in the
 * document or inside an open shadow root (a widget mounted with enableShadowDOM).
 */
export function findAutofillField(root: ParentNode = document): Element | null {
  const hit = root.querySelector('input[autocomplete*="webauthn"]');
  if (hit) return hit;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const inner = el.shadowRoot && findAutofillField(el.shadowRoot);
    if (inner) return inner;
  }
  return null;
}

export function webauthnModule(ctx: Ctx) {
  return {
    browserSupportsAutofill,
    async register(o: {
      domain?: string;
      authenticator_type?: 'platform' | 'cross-platform';
      is_passkey?: boolean;
      session_duration_minutes?: number;
      override_id?: string;
      override_name?: string;
      override_display_name?: string;
    } = {}) {
      check('stytch.webauthn.register', o, ['domain?', 'authenticator_type?', 'is_passkey?:boolean', 'session_duration_minutes?:number', 'override_id?', 'override_name?', 'override_display_name?']);
      ctx.requireSession();
      const { is_passkey, session_duration_minutes, ...rest } = o;
      const start = await call(ctx, r.webauthnRegisterStart, ({
        domain: o.domain || location.hostname,
        ...rest,
        return_passkey_credential_options: is_passkey,
        user_agent: navigator.userAgent,
      }));
      const cred = (await navigator.credentials.create({ publicKey: creationOptions(start.public_key_credential_creation_options) })) as PublicKeyCredential;
      return authenticate(ctx, r.webauthnRegister, ({ public_key_credential: credentialJSON(cred), session_duration_minutes }));
    },
    async authenticate(o: { domain?: string; session_duration_minutes: number; is_passkey?: boolean; conditional_mediation?: boolean; signal?: AbortSignal }) {
      check('stytch.webauthn.authenticate', o, ['domain?', 'session_duration_minutes:number', 'is_passkey?:boolean', 'conditional_mediation?:boolean']);
      if (o.conditional_mediation) {
        if (!findAutofillField() || !(await browserSupportsAutofill())) throw new WebAuthnUnsupportedError();
      }
      const start = await call(ctx, ctx.hasSession() ? r.webauthnAuthenticateStartSecondary : r.webauthnAuthenticateStartPrimary, ({
        domain: o.domain || location.hostname,
        return_passkey_credential_options: o.is_passkey,
      }));
      const cred = (await navigator.credentials.get({
        publicKey: requestOptions(start.public_key_credential_request_options),
        mediation: o.conditional_mediation ? ('conditional' as CredentialMediationRequirement) : undefined,
        signal: o.signal,
      })) as PublicKeyCredential | null;
      if (!cred) return null;
      return authenticate(ctx, r.webauthnAuthenticate, { public_key_credential: credentialJSON(cred), session_duration_minutes: o.session_duration_minutes });
    },
    async update(o: { webauthn_registration_id: string; name: string }) {
      check('stytch.webauthn.update', o, ['webauthn_registration_id', 'name']);
      return call(ctx, r.webauthnUpdate, { name: o.name }, { id: o.webauthn_registration_id });
    },
  };
}
