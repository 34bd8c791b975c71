// The identity provider's client registry: the project's OIDC clients (config `idp_clients`), their
// lookup, the authorize request checks, and the scopes a client may ask for (standard ones and config
// `idp_scopes`: [{ scope, description, admin_only }]; admin_only: grantable only by members with the
// stytch_admin role).
import type { ProjectConfig } from '../config';
import type { Emu } from '../context';
import { fail } from '../errors';
import { own } from '../schema';
import type { Subject } from './claims';
import { oauthError } from './errors';

export interface Client {
  client_id: string;
  client_name: string;
  client_description?: string;
  client_logo_url?: string;
  client_type: 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public';
  redirect_urls: string[];
  post_logout_redirect_urls?: string[];
  client_secret?: string;
  consent_required?: boolean;
}

interface CustomScope {
  scope: string;
  description: string;
  admin_only?: boolean;
}

/** Standard OIDC scopes (B2B spec section 6) and their descriptions; full_access only for first-party clients. */
const STANDARD: Record<string, string> = {
  openid: 'Verify your identity',
  profile: 'View your personal profile information',
  email: 'View your email address',
  phone: 'View your phone number',
  offline_access: "Maintain access to your data even when you're not actively using the app",
  full_access: 'Full access to your account',
};

/** The project's clients; `redirect_uris` / `post_logout_redirect_uris` (OIDC spelling) are accepted too. */
const clientsOf = (p: ProjectConfig) =>
  ((p.idp_clients ?? []) as unknown as (Client & { redirect_uris?: string[]; post_logout_redirect_uris?: string[] })[]).map((c) => ({
    ...c,
    redirect_urls: c.redirect_urls ?? c.redirect_uris ?? [],
    post_logout_redirect_urls: c.post_logout_redirect_urls ?? c.post_logout_redirect_uris ?? [],
  }));
export const isPublic = (c: Client) => c.client_type.endsWith('_public');

/** A redirect_uri (or post_logout_redirect_uri) the client does not list. */
export const badRedirect = (field: 'redirect_uri' | 'post_logout_redirect_uri') =>
  fail('connected_app_supplied_redirect_url_not_found_in_client', `${field} is not among the client's registered URLs.`);

export function clientOf(p: ProjectConfig, client_id: string): Client {
  const c = clientsOf(p).find((x) => x.client_id === client_id);
  if (!c) throw fail('connected_app_not_found', 'No identity-provider client with this client_id is registered for the project.');
  return c;
}

/** The project whose idp_clients registers this client_id (the token endpoint has no public token). */
export function clientAnywhere(emu: Emu, client_id: string): { project: ProjectConfig; c: Client } {
  for (const project of emu.config.projects) {
    const c = clientsOf(project).find((x) => x.client_id === client_id);
    if (c) return { project, c };
  }
  throw oauthError('invalid_client', 'Unknown client_id.', 401);
}

/**
 * Client, redirect URI and response type; with `pkce`, a public client's code_challenge too. The
 * official widget sends the challenge only with the form that issues the code, not to the start, so
 * PKCE is checked there.
 */
export function checkRequest(
  p: ProjectConfig,
  o: { client_id: string; redirect_uri: string; response_type: string; code_challenge?: string },
  pkce: boolean,
): Client {
  const c = clientOf(p, o.client_id);
  if (!c.redirect_urls.includes(o.redirect_uri)) throw badRedirect('redirect_uri');
  if (o.response_type !== 'code') throw fail('invalid_argument', 'response_type must be "code".');
  if (pkce && isPublic(c) && !o.code_challenge) throw fail('pkce_required_for_idp_authorization_flow');
  return c;
}

/** Each known requested scope with its description and whether this subject may grant it (unknown scopes are ignored, as OIDC advises). */
export function scopeResults(p: ProjectConfig, c: Client, who: Subject, scopes: string[]) {
  const custom = new Map(((p.idp_scopes ?? []) as CustomScope[]).map((s) => [s.scope, s]));
  return [...new Set(scopes)].flatMap((scope) => {
    const standard = own(STANDARD, scope);
    if (standard)
      return [{ scope, description: standard, is_grantable: scope !== 'full_access' || c.client_type.startsWith('first_party') }];
    const s = custom.get(scope);
    return s ? [{ scope, description: s.description, is_grantable: !s.admin_only || who.admin }] : [];
  });
}

/** The client as the authorize start answers it (`oidc_client`). */
export const clientWire = (c: Client) => ({
  client_id: c.client_id,
  client_name: c.client_name,
  client_description: c.client_description ?? '',
  client_logo_url: c.client_logo_url ?? '',
  client_type: c.client_type,
});
