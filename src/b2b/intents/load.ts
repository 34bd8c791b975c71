// Mount-time intents (main bundle): the page address decides the first screen (section 4): a reset
// link or flow opens the reset form, a redirect token is authenticated by its type (intents/token.ts,
// in the steps chunk, which in CDN builds also brings the sign-in calls it makes), the organization
// flow fetches its organization.
import { isBlocked } from '../errors';
import { matchSlug } from '../rules';
import { call, inSteps, organization, removeTokenParams, type Widget, show } from '../widget';
import { StytchEventType as E } from '../../core/enums';

export async function load(w: Widget) {
  const { config } = w;
  w.client.bootstrap.getAsync(); // the settings request: after the first render (load runs in the first effect)
  const q = new URL(window.location.href).searchParams;
  const token = q.get('token');
  const tokenType = q.get('stytch_token_type') || '';
  const toReset = q.get('stytch_redirect_type') === 'reset_password';
  // The password-reset flow and a password/discovery reset link open the reset form; no token login.
  if (config.authFlowType === 'PasswordReset' || (toReset && token && tokenType !== 'multi_tenant_magic_links')) {
    if (token) w.dispatch({ type: 'setReset', token, tokenType });
    show(w, 'PasswordResetForm');
    return;
  }
  const orgFlow = config.authFlowType === 'Organization';
  const slug = orgFlow
    ? config.organizationSlug || matchSlug((await w.client.bootstrap.getAsync())?.slugPattern, window.location.href)
    : null;
  if (token && tokenType) {
    const canGoBack = !orgFlow || !!slug;
    w.dispatch({ type: 'loading', on: true });
    // A steps chunk that cannot load spends no token: the default Error screen, as when its calls fail to load.
    await inSteps(
      w,
      (m) => m.authenticateToken(w, token, tokenType, toReset, canGoBack),
      () => {
        w.dispatch({ type: 'error', errorType: 'default', canGoBack });
        removeTokenParams();
      },
    );
    // A failed link in the organization flow: fetch the organization behind the Error screen, for Back.
    if (orgFlow && slug && !organization(w) && w.state.value.screen === 'Error') await fetchOrganization(w, slug, true);
    return;
  }
  if (!orgFlow) return;
  if (!slug) return w.dispatch({ type: 'error', errorType: 'organization', canGoBack: false });
  await fetchOrganization(w, slug, false);
}

async function fetchOrganization(w: Widget, slug: string, quiet: boolean) {
  if (!quiet) w.dispatch({ type: 'loading', on: true });
  try {
    const { organization } = await call(w, E.B2BOrganizationsGetBySlug, (c) => c.organization.getBySlug({ organization_slug: slug }));
    if (organization) w.dispatch({ type: 'setOrganization', organization });
    if (quiet) return;
    if (!organization) return w.dispatch({ type: 'error', errorType: 'organization', canGoBack: false });
    w.dispatch({ type: 'loading', on: false });
  } catch (e) {
    if (!quiet) w.dispatch({ type: 'error', errorType: isBlocked(e) ? 'adBlocker' : 'organization', canGoBack: false });
  }
}
