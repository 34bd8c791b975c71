// OAuth providers as data: display names and brand colours for all 19, the start call with the
// configured redirect URLs, custom scopes and provider params, and the Google One Tap rule.
import type { OAuthProvider } from '../wire/routes';
import { products, providers, type LoginConfig, type OAuthProviderConfig } from './config';
import type { W } from './context';

/** provider -> [display name, brand colour] */
export const PROVIDERS: Record<OAuthProvider, [string, string]> = {
  google: ['Google', '#4285F4'],
  apple: ['Apple', '#000000'],
  microsoft: ['Microsoft', '#00A4EF'],
  github: ['GitHub', '#24292F'],
  gitlab: ['GitLab', '#FC6D26'],
  facebook: ['Facebook', '#1877F2'],
  discord: ['Discord', '#5865F2'],
  salesforce: ['Salesforce', '#00A1E0'],
  slack: ['Slack', '#4A154B'],
  amazon: ['Amazon', '#FF9900'],
  bitbucket: ['Bitbucket', '#0052CC'],
  linkedin: ['LinkedIn', '#0A66C2'],
  coinbase: ['Coinbase', '#0052FF'],
  twitch: ['Twitch', '#9146FF'],
  twitter: ['Twitter', '#1DA1F2'],
  tiktok: ['TikTok', '#010101'],
  snapchat: ['Snapchat', '#FFFC00'],
  figma: ['Figma', '#F24E1E'],
  yahoo: ['Yahoo', '#6001D2'],
};

export const providerName = (type: string) => PROVIDERS[type as OAuthProvider]?.[0] || type;

/** The login and signup redirect URLs of oauthOptions, as the API names them. */
export const redirectURLs = (c: LoginConfig) => ({ login_redirect_url: c.oauthOptions?.loginRedirectURL, signup_redirect_url: c.oauthOptions?.signupRedirectURL });

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
  return p.length === 1 && p[0] === 'oauth' && ps.length === 1 && ps[0].type === 'google' && !!ps[0].one_tap && ps[0].position !== 'embedded-only' && ps[0].position !== 'embeddedOnly';
}
