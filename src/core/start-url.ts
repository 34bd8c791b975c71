// Browser-redirect start URLs (OAuth and SSO starts), shared by both verticals:
// {base}{path}?public_token&<pkce>&custom_scopes&provider_*&<the rest>.
import { query } from './api';
import type { Ctx } from './client';
import { pkceOf } from './pkce';

export interface StartURLOptions {
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

/** `pkce` is the challenge under the vertical's name: { code_challenge } (consumer) or { pkce_code_challenge } (B2B). */
export function oauthStartURL(ctx: Ctx, path: string, pkce: Record<string, string | undefined>, o: StartURLOptions & object) {
  const { custom_scopes, provider_params, ...rest } = o;
  const provider: Record<string, string> = {};
  for (const [k, v] of Object.entries(provider_params || {})) provider[`provider_${k}`] = v;
  return `${ctx.baseURL}${path}${query({ public_token: ctx.publicToken, ...pkce, custom_scopes, ...provider, ...rest })}`;
}

/**
 * The PKCE challenge of a redirect start: a new pair when the project requires PKCE for the flow, else
 * none and any stored pair is dropped (so the authenticate that follows sends no verifier), as the
 * official client does.
 */
export async function startChallenge(ctx: Ctx, flag: 'pkceRequiredForOAuth' | 'pkceRequiredForSso'): Promise<string | undefined> {
  if ((await ctx.bootstrap.getAsync())[flag] === true) return (await pkceOf(ctx).start()).code_challenge;
  pkceOf(ctx).clear();
  return undefined;
}
