// The 6.x helpers parseOAuthAuthorizeParams / parseOAuthLogoutParams: an identity-provider page's
// query (URLSearchParams) read into typed parameters, field by field (no cast), with the first missing
// required parameter as `error` (the result then holds what was read so far). As officially: a missing
// response_type is 'code' and a missing scope the OpenID default; `scope` becomes a list, each
// `resource` joins `resources`. The consent widget (src/idp/rules.ts) reads its query through them.

export interface OAuthAuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  code_challenge?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  resources?: string[];
}

export interface OAuthLogoutParams {
  client_id: string;
  post_logout_redirect_uri: string;
  id_token_hint?: string;
  state?: string;
}

/** What a parser answers: `error` names the first missing required parameter, else null. */
export interface Parsed<T> {
  error: string | null;
  result: T;
}

/** The scopes an authorize request without `scope` asks for. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

/** The error for a missing required parameter: the spec's words for the identity-provider page (idp.missingParam), which the official helper answers too. */
const missing = (name: string) => `Required parameter is missing: ${name}. Please reach out to the application developer.`;

/** A parameter's value, or undefined when absent or empty. */
const opt = (q: URLSearchParams, name: string) => q.get(name) || undefined;

/**
 * Copies the required parameters into `result` in order; at the first missing one, the error and the
 * result as read so far.
 */
function required<T extends object>(q: URLSearchParams, result: T, names: (keyof T & string)[]): Parsed<T> | null {
  for (const name of names) {
    const v = q.get(name);
    if (!v) return { error: missing(name), result };
    (result as Record<string, unknown>)[name] = v;
  }
  return null;
}

export function parseOAuthAuthorizeParams(q: URLSearchParams): Parsed<OAuthAuthorizeParams> {
  const result: OAuthAuthorizeParams = { client_id: '', redirect_uri: '', response_type: 'code', scopes: [...DEFAULT_SCOPES] };
  const failed = required(q, result, ['client_id', 'redirect_uri']);
  if (failed) return failed;
  const scope = opt(q, 'scope');
  if (scope) result.scopes = scope.split(' ').filter(Boolean);
  for (const k of ['response_type', 'code_challenge', 'state', 'nonce', 'prompt'] as const) {
    const v = opt(q, k);
    if (v) result[k] = v;
  }
  if (q.has('resource')) result.resources = q.getAll('resource');
  return { error: null, result };
}

export function parseOAuthLogoutParams(q: URLSearchParams): Parsed<OAuthLogoutParams> {
  const result: OAuthLogoutParams = { client_id: '', post_logout_redirect_uri: '' };
  const failed = required(q, result, ['client_id', 'post_logout_redirect_uri']);
  if (failed) return failed;
  result.id_token_hint = opt(q, 'id_token_hint');
  result.state = opt(q, 'state');
  return { error: null, result };
}
