// Mount-time intents (main bundle): the page address decides the first screen (section 4): a reset
// link or flow opens the reset form, a redirect token is authenticated by its type, the
// organization flow fetches its organization.
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import { chunkFailed } from '../../core/stubs';
import { isBlocked } from '../errors';
import { matchSlug } from '../rules';
import { call, later, minutes, organization, primary, removeTokenParams, type Widget } from '../widget';
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
    w.dispatch({ type: 'transition', screen: 'PasswordResetForm' });
    return;
  }
  const orgFlow = config.authFlowType === 'Organization';
  const slug = orgFlow
    ? config.organizationSlug || matchSlug((await w.client.bootstrap.getAsync())?.slugPattern, window.location.href)
    : null;
  if (token && tokenType) {
    await authenticateToken(w, token, tokenType, toReset, !orgFlow || !!slug);
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

/** Redirect tokens that lead to the organization list: their authenticate call and host event. */
const DISCOVERY_TOKENS: Record<string, (w: Widget, token: string) => Promise<DiscoveryResponse>> = {
  discovery: (w, t) =>
    call(w, E.B2BMagicLinkDiscoveryAuthenticate, (c) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: t })),
  discovery_oauth: (w, t) => call(w, E.B2BOAuthDiscoveryAuthenticate, (c) => c.oauth.discovery.authenticate({ discovery_oauth_token: t })),
};

/**
 * Redirect tokens that log in (multi_tenant_passwords is not authenticated here: it opens
 * PasswordResetForm): their authenticate call and host event.
 */
const LOGIN_TOKENS: Record<string, (w: Widget, token: string) => Promise<B2BAuthResponse>> = {
  oauth: (w, t) => call(w, E.B2BOAuthAuthenticate, (c) => c.oauth.authenticate({ oauth_token: t, session_duration_minutes: minutes(w) })),
  sso: (w, t) => call(w, E.B2BSSOAuthenticate, (c) => c.sso.authenticate({ sso_token: t, session_duration_minutes: minutes(w) })),
  multi_tenant_magic_links: (w, t) =>
    call(w, E.B2BMagicLinkAuthenticate, (c) => c.magicLinks.authenticate({ magic_links_token: t, session_duration_minutes: minutes(w) })),
  multi_tenant_impersonation: (w, t) =>
    call(w, E.B2BImpersonationAuthenticate, (c) => c.impersonation.authenticate({ impersonation_token: t })),
};

/** The token types the widget authenticates. */
export const TOKEN_TYPES = [...Object.keys(DISCOVERY_TOKENS), ...Object.keys(LOGIN_TOKENS)];

/** Token-type dispatch (section 4); an unknown type is an assertion failure (reported, Error screen). */
export async function authenticateToken(w: Widget, token: string, tokenType: string, toReset: boolean, canGoBack = true) {
  const magic = tokenType === 'multi_tenant_magic_links' || tokenType === 'discovery';
  // A failure that is no answer about the link (the client's sign-in calls could not load) is the
  // default Error screen, not the link's (whose token is then not spent).
  const fail = (e: unknown) =>
    w.dispatch({
      type: 'error',
      errorType: isBlocked(e)
        ? 'adBlocker'
        : chunkFailed(e)
          ? 'default'
          : toReset
            ? 'resetMagicLink'
            : magic
              ? 'emailMagicLink'
              : 'default',
      canGoBack,
    });
  const toList = DISCOVERY_TOKENS[tokenType];
  const login = LOGIN_TOKENS[tokenType];
  if (!toList && !login) {
    w.report(new Error(`Assertion failed: unknown stytch_token_type "${tokenType}"`));
    removeTokenParams();
    return fail(null);
  }
  w.dispatch({ type: 'loading', on: true });
  try {
    if (login) await primary(w, await login(w, token), toReset);
    else {
      const d = await toList(w, token);
      // The token is spent when the chunk cannot load: the default Error screen, not the link's.
      await later(
        w,
        (c) => c.steps,
        (m) => m.discovered(w, d.email_address, d.discovered_organizations),
        () => w.dispatch({ type: 'error', errorType: 'default', canGoBack: true }),
      );
    }
  } catch (e) {
    fail(e);
  } finally {
    removeTokenParams();
  }
}
