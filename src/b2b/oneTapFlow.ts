// Google One Tap for the organization widget: Google's script, the start / prompt / submit calls
// and the developer messages (section 8). Loaded with the One Tap component
// (featherlogin.b2b.onetap.js); the widget's startOneTap calls it (flows.ts).
import { isTestClient, oneTapEnv, oneTapError, oneTapNonce, type GoogleId } from '../ui/google';
import { errorType } from './errors';
import { addEvents, type FlowCtx } from './flows';

addEvents({
  'oauth.googleOneTap.submit': 'B2B_OAUTH_GOOGLE_ONE_TAP_SUBMIT',
});

/** The One Tap intent over the widget's internals (flows.ts hands them over). */
export function oneTapFlow(c: FlowCtx) {
  const { client, config, run, t, discoveryFlow, orgId, report } = c;
  /** Developer message for a One Tap failure: only with a test public token, else '' (plain button only). */
  const oneTapProblem = (type?: string) => {
    const error = oneTapError(type);
    return error !== 'none' && isTestClient(client) ? t(`oneTap.dev.${error}`) : '';
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
      id = await oneTapEnv.load(config.nonce);
    } catch (e) {
      report(e);
      return '';
    }
    const nonce = oneTapNonce();
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
        if (n.isNotDisplayed?.()) resolve(oneTapProblem(n.getNotDisplayedReason?.()));
        else if (n.isSkippedMoment?.()) resolve('');
      });
    });
  }

  return { startOneTap };
}
