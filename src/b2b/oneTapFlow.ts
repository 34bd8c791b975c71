// Google One Tap for the organization widget: Google's script, the start / prompt / submit calls
// and the developer messages (section 8). Loaded with the One Tap component
// (featherlogin.b2b.onetap.js); the widget's startOneTap calls it (flows.ts).
import { errorType } from './errors';
import { addEvents, type FlowCtx } from './flows';

addEvents({
  'oauth.googleOneTap.submit': 'B2B_OAUTH_GOOGLE_ONE_TAP_SUBMIT',
});

/** One Tap error states with a developer message (section 8). */
export const ONE_TAP_ERRORS = ['origin_not_allowed_for_client', 'invalid_client', 'oauth_config_not_found', 'no_login_redirect_urls_set', 'no_signup_redirect_urls_set', 'default_provider_not_allowed'];

export interface GoogleId {
  initialize(o: Record<string, unknown>): void;
  prompt(cb: (n: { isNotDisplayed?(): boolean; getNotDisplayedReason?(): string; isSkippedMoment?(): boolean }) => void): void;
}

/** Google's script and the page exit; tests replace both (the real script is never fetched there). */
export const oneTapEnv = {
  url: 'https://accounts.google.com/gsi/client',
  load(nonce?: string): Promise<GoogleId> {
    const g = globalThis as any;
    if (g.google?.accounts?.id) return Promise.resolve(g.google.accounts.id);
    return new Promise((resolve, reject) => {
      const el = document.createElement('script');
      el.src = oneTapEnv.url;
      if (nonce) el.nonce = nonce;
      el.onload = () => (g.google?.accounts?.id ? resolve(g.google.accounts.id) : reject(new Error('google.accounts.id missing')));
      el.onerror = reject;
      document.head.appendChild(el);
    });
  },
  redirect: (url: string) => window.location.assign(url),
};

/** The One Tap intent over the widget's internals (flows.ts hands them over). */
export function oneTapFlow(c: FlowCtx) {
  const { client, config, run, t, discoveryFlow, orgId, report } = c;
  /** Developer message for a One Tap failure: only with a test public token, else '' (plain button only). */
  const oneTapProblem = (type: string) => {
    const test = String((client as any).ctx?.publicToken ?? '').startsWith('public-token-test-'); // ctx is the client's own context
    return test && ONE_TAP_ERRORS.includes(type) ? t(`oneTap.dev.${type}`) : '';
  };

  /**
   * Google One Tap into the element `parentId`. Resolves only on failure or cancel, with the
   * developer message ('' for none); success leaves the page for the submit's redirect URL.
   */
  async function startOneTap(parentId: string): Promise<string> {
    const c = config.oauthOptions ?? { providers: [] };
    const redirects = discoveryFlow()
      ? { discovery_redirect_url: c.discoveryRedirectURL }
      : { organization_id: orgId(), login_redirect_url: c.loginRedirectURL, signup_redirect_url: c.signupRedirectURL };
    let clientId: string | null | undefined;
    try {
      const r = await (discoveryFlow() ? run('oauth.googleOneTap.discovery.start') : run('oauth.googleOneTap.start', redirects));
      clientId = r?.google_client_id;
    } catch (e) {
      return oneTapProblem(errorType(e));
    }
    if (!clientId) return oneTapProblem('oauth_config_not_found');
    let id: GoogleId;
    try {
      id = await oneTapEnv.load((config as { nonce?: string }).nonce);
    } catch (e) {
      report(e);
      return '';
    }
    const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    return new Promise<string>((resolve) => {
      id.initialize({
        client_id: clientId,
        nonce,
        prompt_parent_id: parentId,
        cancel_on_tap_outside: false,
        callback: async ({ credential }: { credential: string }) => {
          try {
            oneTapEnv.redirect((await run('oauth.googleOneTap.submit', { id_token: credential, nonce, ...redirects })).redirect_url);
          } catch {
            resolve('');
          }
        },
      });
      id.prompt((n) => {
        if (n.isNotDisplayed?.()) {
          const reason = n.getNotDisplayedReason?.();
          resolve(oneTapProblem(reason === 'unregistered_origin' ? 'origin_not_allowed_for_client' : reason || ''));
        } else if (n.isSkippedMoment?.()) resolve('');
      });
    });
  }

  return { startOneTap };
}
