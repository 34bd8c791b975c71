// OAuth providers (display names: src/ui/provider-name.ts; marks: src/consumer/brand-icons.ts): the start call with the
// configured redirect URLs, custom scopes and provider params, and the Google One Tap rule.
import { products, providers, type LoginConfig, type OAuthProviderConfig } from './config';
import type { W } from './context';

/** The login and signup redirect URLs of oauthOptions, as the API names them. */
export const redirectURLs = (c: LoginConfig) => ({
  login_redirect_url: c.oauthOptions?.loginRedirectURL,
  signup_redirect_url: c.oauthOptions?.signupRedirectURL,
});

/** Redirects to the provider (client.oauth.{provider}.start). */
export const startOAuth = (w: W, p: OAuthProviderConfig) =>
  w.client.oauth[p.type].start({ ...redirectURLs(w.config), custom_scopes: p.custom_scopes, provider_params: p.provider_params });

/**
 * Spec section 4: One Tap is shown alone (an invisible parent prompt, nothing else) only when OAuth
 * is the sole product, Google with one_tap is the sole provider and its position is not embedded-only.
 */
export function oneTapAlone(c: LoginConfig): boolean {
  const ps = providers(c);
  const p = products(c);
  return (
    p.length === 1 &&
    p[0] === 'oauth' &&
    ps.length === 1 &&
    ps[0].type === 'google' &&
    !!ps[0].one_tap &&
    ps[0].position !== 'embedded-only' &&
    ps[0].position !== 'embeddedOnly'
  );
}
