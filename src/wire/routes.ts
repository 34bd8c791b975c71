// The wire contract: every SDK endpoint, as data (consumer-routes.ts, b2b-routes.ts, shared-routes.ts,
// grouped here). The headless clients call these paths under {base}/sdk/v1, the emulator serves them,
// and the tests iterate them. Path parameters are written {name}; body fields as in fields.ts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** [method, path, body fields (src/wire/fields.ts: 'email password? n:number'; none when absent)]. */
export type Route = readonly [HttpMethod, string, string?];

export const OAUTH_PROVIDERS = [
  'google',
  'apple',
  'microsoft',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const B2B_OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type B2BOAuthProvider = (typeof B2B_OAUTH_PROVIDERS)[number];

/** Every SDK endpoint by group, for the emulator and the tests (browser code imports the modules as namespaces). */
export * as consumer from './consumer-routes';
export * as b2b from './b2b-routes';
export * as shared from './shared-routes';

/** Browser redirects (not under /sdk/v1): {base}{path}?public_token=... */
export const redirects = {
  oauthStart: '/v1/public/oauth/{provider}/start',
  b2bOAuthStart: '/v1/b2b/public/oauth/{provider}/start',
  b2bOAuthDiscoveryStart: '/v1/b2b/public/oauth/{provider}/discovery/start',
  ssoStart: '/v1/public/sso/start',
} as const;

/** Fills {name} placeholders, URI-encoding each value. */
export const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(params[k] ?? ''));
