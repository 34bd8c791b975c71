// Mount-time intents (main bundle): the page address decides the first screen (section 4). A reset
// link or flow opens the reset form and a redirect token the loading view (both the first state,
// machine.ts initialState); load() authenticates the token by its type (intents/token.ts, in the
// steps chunk, which in CDN builds also brings the sign-in calls it makes). The organization flow's
// Main fetches its organization (fetchOrganization).
import { isBlocked } from '../errors';
import { linkStart } from '../machine';
import { matchSlug } from '../rules';
import { call, inSteps, pageLink, removeTokenParams, type Widget, show } from '../widget';
import { StytchEventType as E } from '../../core/enums';

export async function load(w: Widget) {
  const { config } = w;
  // (The settings request starts with the root's useSettings, after the first render.)
  const link = pageLink();
  if (linkStart(config.authFlowType, link) !== 'token') return;
  // A failed link has Back to Main, except in the organization flow without a slug (no organization to show).
  const canGoBack = config.authFlowType !== 'Organization' || !!(await slugOf(w));
  // A steps chunk that cannot load spends no token: the default Error screen, as when its calls fail to load.
  await inSteps(
    w,
    // In the reset flow a member magic link's session leads to the reset form.
    (m) => m.authenticateToken(w, link.token, link.tokenType, link.toReset || config.authFlowType === 'PasswordReset', canGoBack),
    () => {
      w.dispatch({ type: 'error', errorType: 'default', canGoBack });
      removeTokenParams();
    },
  );
}

/** The organization flow's slug: the config's, or the page address's through the settings' slug pattern. */
const slugOf = async (w: Widget) =>
  w.config.organizationSlug || matchSlug((await w.client.bootstrap.getAsync())?.slugPattern, window.location.href);

/**
 * Main in the organization flow without its organization (on load, or Back from a failed link's
 * Error) fetches it by slug (section 4): no slug or no organization is the organization Error, a
 * blocked request the ad-blocker Error (section 8); neither has a way back.
 */
export async function fetchOrganization(w: Widget) {
  w.dispatch({ type: 'loading', on: true });
  let blocked = false;
  try {
    const slug = await slugOf(w);
    const organization =
      slug && (await call(w, E.B2BOrganizationsGetBySlug, (c) => c.organization.getBySlug({ organization_slug: slug }))).organization;
    if (organization) {
      w.dispatch({ type: 'setOrganization', organization });
      return show(w, 'Main');
    }
  } catch (e) {
    blocked = isBlocked(e);
  }
  w.dispatch({ type: 'error', errorType: blocked ? 'adBlocker' : 'organization', canGoBack: false });
}
