// Redirect starts (steps chunk, whose CDN file brings the sign-in calls they make; Main and the SSO
// and One Tap chunks reach them with later()): OAuth with a provider, SSO with a connection. Success
// leaves the page; a failure is reported to onError and rejects.
import { providerList } from '../config';
import type { OAuthProviderType } from '../rules';
import { call, type Widget } from '../widget';
import { isDiscovery, orgId } from './core';
import { StytchEventType as E } from '../../core/enums';

export function startOAuth(w: Widget, type: OAuthProviderType) {
  const c = w.config.oauthOptions ?? { providers: [] };
  const p = providerList(w.config).find((x) => x.type === type) ?? { type };
  const provider_params: Record<string, string> = { ...c.providerParams, ...p.providerParams };
  const s = w.state.value;
  const email = s.primary.email || s.form.email;
  // A login hint for Google and Microsoft when the email is known and none is configured.
  if ((type === 'google' || type === 'microsoft') && email && !provider_params.login_hint) provider_params.login_hint = email;
  const custom_scopes = p.customScopes ?? c.customScopes;
  const params = Object.keys(provider_params).length ? provider_params : undefined;
  if (isDiscovery(w))
    return call(w, null, (cl) =>
      cl.oauth[type].discovery.start({ discovery_redirect_url: c.discoveryRedirectURL, custom_scopes, provider_params: params }),
    );
  return call(w, null, (cl) =>
    cl.oauth[type].start({
      organization_id: orgId(w),
      login_redirect_url: c.loginRedirectURL,
      signup_redirect_url: c.signupRedirectURL,
      custom_scopes,
      provider_params: params,
    }),
  );
}

export const startSSO = (w: Widget, connection_id: string) =>
  call(w, E.B2BSSOStart, (c) =>
    c.sso.start({
      connection_id,
      login_redirect_url: w.config.ssoOptions?.loginRedirectURL,
      signup_redirect_url: w.config.ssoOptions?.signupRedirectURL,
    }),
  );
