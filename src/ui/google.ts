// Google One Tap for both widgets (consumer OneTap.tsx, B2B oneTapFlow.ts): Google's sign-in
// script, the nonce for its ID token, the developer-message states (consumer spec sections 4 and 8,
// B2B section 8) and the test-token check. Tests replace `oneTapEnv.load` and `oneTapEnv.redirect`,
// so the real script is never fetched there.

import { isTestToken } from '../core/client';
import { loadScript } from '../core/chunk';

/** Google's notification object (the parts read here). */
export interface PromptNotification {
  isDisplayed?(): boolean;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
}

/** google.accounts.id (the parts used here). */
export interface GoogleId {
  initialize(o: Record<string, unknown>): void;
  prompt(cb: (n: PromptNotification) => void): void;
}

/** The One Tap error states with a developer message ('none' = no developer-facing error). */
export const ONE_TAP_ERRORS = [
  'origin_not_allowed_for_client',
  'invalid_client',
  'oauth_config_not_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
] as const;
export type OneTapError = 'none' | (typeof ONE_TAP_ERRORS)[number];

/** An error_type (or Google's not-displayed reason) as a One Tap error state. */
export const oneTapError = (type: string | undefined): OneTapError =>
  type === 'unregistered_origin'
    ? 'origin_not_allowed_for_client'
    : (ONE_TAP_ERRORS as readonly unknown[]).includes(type)
      ? (type as OneTapError)
      : 'none';

/** Developer messages are for test public tokens only (the token is on the client's context, not public). */
export const isTestClient = (client: unknown) => isTestToken(String((client as { ctx?: { publicToken?: string } }).ctx?.publicToken));

/** The nonce Google puts into the ID token (16 random bytes as hex). */
export const oneTapNonce = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Where Google's script comes from and how the page leaves. */
export const oneTapEnv = {
  url: 'https://accounts.google.com/gsi/client',
  /** google.accounts.id. Google's script tag (with the CSP nonce) is added once, shared by every start, and not at all if the page has it. */
  async load(nonce?: string): Promise<GoogleId> {
    const g = globalThis as { google?: { accounts?: { id?: GoogleId } } };
    if (!g.google?.accounts?.id) await loadScript(oneTapEnv.url, nonce);
    const id = g.google?.accounts?.id;
    if (!id) throw new Error('google.accounts.id missing');
    return id;
  },
  redirect: (url: string) => window.location.assign(url),
};
