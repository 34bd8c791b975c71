// The bodies of webauthn.register / authenticate / update after their argument checks (webauthn.ts),
// loaded on the first such call: an import() chunk in ESM builds, dist/featherlogin.webauthn.js (a
// standalone IIFE like the captcha chunk) in CDN builds, so a page that never touches a passkey does
// not carry the WebAuthn codec. The main bundle hands in its own call/authenticate and its
// invalid-response error, so every error a caller sees is the main bundle's class.
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import type { authenticate as Authenticate, call as Call } from '../api';
import type { Ctx } from '../client';
import { creationOptions, credentialJSON, requestOptions } from '../webauthn-codec';

export interface Deps {
  call: typeof Call;
  authenticate: typeof Authenticate;
  /** The main bundle's SDKInvalidResponseError (the codec's own copy differs in a CDN chunk). */
  invalid: () => Error;
}

export interface RegisterOptions {
  domain?: string;
  authenticator_type?: 'platform' | 'cross-platform';
  is_passkey?: boolean;
  session_duration_minutes?: number;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
}

export interface AuthenticateOptions {
  domain?: string;
  session_duration_minutes: number;
  is_passkey?: boolean;
  conditional_mediation?: boolean;
  signal?: AbortSignal;
}

export async function register(ctx: Ctx, d: Deps, o: RegisterOptions) {
  const { is_passkey, session_duration_minutes, ...rest } = o;
  // The page's host unless a domain is given: after `rest`, whose `domain` may be present but undefined.
  const start = await d.call<C.WebAuthnRegisterStartResponse>(ctx, r.webauthnRegisterStart, {
    ...rest,
    domain: o.domain || location.hostname,
    return_passkey_credential_options: is_passkey,
    user_agent: navigator.userAgent,
  });
  const cred = (await navigator.credentials.create({
    publicKey: creationOptions(start.public_key_credential_creation_options, d.invalid),
  })) as PublicKeyCredential;
  return d.authenticate<C.WebAuthnRegisterResponse>(ctx, r.webauthnRegister, {
    public_key_credential: credentialJSON(cred),
    session_duration_minutes,
  });
}

export async function authenticate(ctx: Ctx, d: Deps, o: AuthenticateOptions) {
  const start = await d.call<C.WebAuthnAuthenticateStartResponse>(
    ctx,
    ctx.hasSession() ? r.webauthnAuthenticateStartSecondary : r.webauthnAuthenticateStartPrimary,
    {
      domain: o.domain || location.hostname,
      return_passkey_credential_options: o.is_passkey,
    },
  );
  const cred = (await navigator.credentials.get({
    publicKey: requestOptions(start.public_key_credential_request_options, d.invalid),
    mediation: o.conditional_mediation ? ('conditional' as CredentialMediationRequirement) : undefined,
    signal: o.signal,
  })) as PublicKeyCredential | null;
  if (!cred) return null;
  return d.authenticate<C.WebAuthnAuthenticateResponse>(ctx, r.webauthnAuthenticate, {
    public_key_credential: credentialJSON(cred),
    session_duration_minutes: o.session_duration_minutes,
  });
}
