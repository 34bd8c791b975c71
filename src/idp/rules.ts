// Pure rules of the identity-provider widget (B2B spec sections 2, 5 and 6): query parsing, scope
// descriptions, the consent title, and reading the preflight answer.
import type { AuthTokenParams, AuthorizeParams, AuthorizeStartResponse } from '../core/idp';
import { type OAuthLogoutParams, parseOAuthAuthorizeParams, parseOAuthLogoutParams } from '../core/idp-params';
import type { T } from '../ui/text';
import { isObject } from '../core/args';

export const DEFAULT_SCOPE = 'openid email profile';
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'];

/** The logout request's parameters (the 6.x helper's type). */
export type LogoutQuery = OAuthLogoutParams;

export type ParsedQuery =
  | { flow: 'Authorize'; params: AuthorizeParams }
  | { flow: 'Logout'; params: LogoutQuery }
  | { flow: 'Authorize' | 'Logout'; missing: string };

/**
 * post_logout_redirect_uri present -> Logout, else Authorize; the first missing required parameter is
 * reported (the spec also requires response_type, which the official helper defaults). The parameters
 * are the typed parsers' (core/idp-params.ts), the authorize scopes joined back into the request's `scope`.
 */
export function parseIdpQuery(search: string): ParsedQuery {
  const q = new URLSearchParams(search);
  if (q.has('post_logout_redirect_uri')) {
    const missing = ['client_id', 'post_logout_redirect_uri'].find((k) => !q.get(k));
    if (missing) return { flow: 'Logout', missing };
    // the optional ones only when given (the logout start sends only what the request had)
    const { id_token_hint, state, ...params } = parseOAuthLogoutParams(q).result;
    return { flow: 'Logout', params: { ...params, ...(id_token_hint && { id_token_hint }), ...(state && { state }) } };
  }
  const missing = ['client_id', 'redirect_uri', 'response_type'].find((k) => !q.get(k));
  if (missing) return { flow: 'Authorize', missing };
  const { scopes, code_challenge, state, nonce, client_id, redirect_uri, response_type } = parseOAuthAuthorizeParams(q).result;
  const params: AuthorizeParams = { client_id, redirect_uri, response_type, scope: scopes.join(' ') || DEFAULT_SCOPE };
  if (code_challenge) params.code_challenge = code_challenge;
  if (state) params.state = state;
  if (nonce) params.nonce = nonce;
  return { flow: 'Authorize', params };
}

/** A requested scope (its words come from the access policy: scopeItems' `descriptions`). */
export interface ScopeInfo {
  scope: string;
}

export type ConsentItem = string | { text: string; details?: string[] };
export interface ConsentSection {
  header: string;
  items: ConsentItem[];
}
/** The official SDK's IDPConsentScreenManifest: sections of permission items, or (6.x) the items alone. */
export type ConsentManifest = ConsentSection[] | ConsentItem[];

const isItem = (x: unknown): x is ConsentItem =>
  typeof x === 'string' ||
  (isObject(x) &&
    typeof x.text === 'string' &&
    (x.details === undefined || (Array.isArray(x.details) && x.details.every((d) => typeof d === 'string'))));
const isSection = (x: unknown): x is ConsentSection =>
  isObject(x) && typeof x.header === 'string' && Array.isArray(x.items) && x.items.every(isItem);

/**
 * A host's manifest as sections: the items alone go under `header` (the default list's); null for
 * anything else, so the default list shows instead (the spec: the host's manifest falls back to the
 * default on error), never a broken screen.
 */
export function manifestSections(m: unknown, header: string): ConsentSection[] | null {
  if (!Array.isArray(m)) return null;
  if (m.every(isSection)) return m;
  return m.every(isItem) ? [{ header, items: m }] : null;
}

/** The access policy's descriptions of its scopes (the bootstrap's rbacPolicy.scopes), by scope. */
export function policyDescriptions(policy: unknown): Record<string, string> {
  const scopes = isObject(policy) && Array.isArray(policy.scopes) ? policy.scopes : [];
  return Object.fromEntries(
    scopes
      .filter((s) => isObject(s) && typeof s.scope === 'string' && typeof s.description === 'string' && s.description)
      .map((s) => [s.scope, s.description]),
  );
}
/** Official names of the consent types. */
export type IDPConsentItem = ConsentItem;
export type IDPConsentSection = ConsentSection;
export type IDPConsentScreenManifest = ConsentManifest;
/** The official 6.x name of `getIDPConsentManifest`'s type. */
export type IDPConsentManifestGenerator = (input: { scopes: string[]; clientName: string }) => IDPConsentScreenManifest;
export type { AuthTokenParams };

/**
 * Readable permissions for scopes: openid, one grouped profile item (profile/email/phone), offline,
 * full, custom (its description in the access policy, `descriptions`: policyDescriptions).
 */
export function scopeItems(scopes: ScopeInfo[], t: T, descriptions: Record<string, string> = {}): ConsentItem[] {
  const has = (s: string) => scopes.some((x) => x.scope === s);
  const items: ConsentItem[] = [];
  if (has('openid')) items.push({ text: t('idp.scope.openid'), details: [t('idp.scope.openidDetail')] });
  const details = [
    ...(has('profile') ? [t('idp.scope.name'), t('idp.scope.picture'), t('idp.scope.language')] : []),
    ...(has('email') ? [t('idp.scope.email')] : []),
    ...(has('phone') ? [t('idp.scope.phone')] : []),
  ];
  if (details.length) items.push({ text: t('idp.scope.profile'), details });
  if (has('offline_access')) items.push(t('idp.scope.offline'));
  if (has('full_access')) items.push(t('idp.scope.fullAccess'));
  for (const s of scopes)
    if (!STANDARD_SCOPES.includes(s.scope)) items.push(descriptions[s.scope] || t('idp.scope.custom', { scope: s.scope }));
  return items;
}

/** Any grantable scope outside the standard set -> the 'wants to access' title, else 'Sign in to'. */
export const consentTitleKey = (grantable: ScopeInfo[]) =>
  grantable.some((s) => !STANDARD_SCOPES.includes(s.scope)) ? 'idp.titleAccess' : 'idp.titleSignIn';

export interface Preflight {
  consentRequired: boolean;
  clientName: string;
  grantable: ScopeInfo[];
  ungrantable: ScopeInfo[];
}

const scopeList = (v: string | undefined): ScopeInfo[] =>
  (v || '')
    .split(/\s+/)
    .filter(Boolean)
    .map((scope) => ({ scope }));

/**
 * Reads the authorize preflight (consent_required, oidc_client, grantable_scope, ungrantable_scope;
 * scopes space-separated). The consumer API does not sort scopes, so for a consumer client every
 * requested scope counts as grantable and none as ungrantable, as the official widget does.
 */
export function readPreflight(r: Partial<AuthorizeStartResponse> | undefined, requested: string, b2b: boolean): Preflight {
  return {
    consentRequired: !!r?.consent_required,
    clientName: r?.oidc_client?.client_name || '',
    grantable: scopeList(b2b ? r?.grantable_scope : requested),
    ungrantable: b2b ? scopeList(r?.ungrantable_scope) : [],
  };
}
