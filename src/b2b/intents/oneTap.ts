// Google One Tap for the organization widget (One Tap chunk, featherlogin.b2b.onetap.js): Google's
// script, the start / prompt / submit calls and the developer messages (section 8).
import { redirectURL } from '../../core/url';
import { type GoogleId, isTestClient, oneTapEnv, oneTapError, oneTapNonce } from '../../ui/google';
import { errorType } from '../errors';
import { call, type Widget } from '../widget';
import { isDiscovery, orgId } from './core';

/** Developer message for a One Tap failure: only with a test public token, else '' (plain button only). */
function oneTapProblem(w: Widget, type?: string) {
  const error = oneTapError(type);
  return error !== 'none' && isTestClient(w.client) ? w.t(`oneTap.dev.${error}`) : '';
}

/**
 * Google One Tap into the element `parentId`; `shown` runs once Google draws the prompt. Resolves
 * only on failure or cancel, with the developer message ('' for none); success leaves the page for
 * the submit's redirect URL.
 */
export async function startOneTap(w: Widget, parentId: string, shown: () => void): Promise<string> {
  const o = w.config.oauthOptions ?? { providers: [] };
  const discovery = isDiscovery(w);
  // The organization's start takes the redirects its submit sends.
  const org = { organization_id: orgId(w), login_redirect_url: o.loginRedirectURL, signup_redirect_url: o.signupRedirectURL };
  const redirects = discovery ? { discovery_redirect_url: o.discoveryRedirectURL } : org;
  let clientId: string | null | undefined;
  try {
    const r = await call(w, null, (c) => (discovery ? c.oauth.googleOneTap.discovery.start() : c.oauth.googleOneTap.start(org)));
    clientId = r?.google_client_id;
  } catch (e) {
    return oneTapProblem(w, errorType(e));
  }
  if (!clientId) return oneTapProblem(w, 'oauth_config_not_found');
  let id: GoogleId;
  try {
    id = await oneTapEnv.load(w.config.nonce);
  } catch (e) {
    w.report(e);
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
          const r = await call(w, null, (c) => c.oauth.googleOneTap.submit({ id_token: credential, nonce, ...redirects }));
          oneTapEnv.redirect(redirectURL(r.redirect_url));
        } catch {
          resolve('');
        }
      },
    });
    id.prompt((n) => {
      if (n.isDisplayed?.()) shown();
      else if (n.isNotDisplayed?.()) resolve(oneTapProblem(w, n.getNotDisplayedReason?.()));
      else if (n.isSkippedMoment?.()) resolve('');
    });
  });
}
