// Browser-redirect start URLs (OAuth and SSO starts), shared by both verticals:
// {base}{path}?public_token&<pkce>&custom_scopes&provider_*&<the rest>.
import { query } from './api';
import type { Ctx } from './client';

export interface StartURLOptions {
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

/** `pkce` is the challenge under the vertical's name: { code_challenge } (consumer) or { pkce_code_challenge } (B2B). */
export function oauthStartURL(ctx: Ctx, path: string, pkce: Record<string, string>, o: StartURLOptions & object) {
  const { custom_scopes, provider_params, ...rest } = o;
  const provider: Record<string, string> = {};
  for (const [k, v] of Object.entries(provider_params || {})) provider[`provider_${k}`] = v;
  return `${ctx.baseURL}${path}${query({ public_token: ctx.publicToken, ...pkce, custom_scopes, ...provider, ...rest })}`;
}
