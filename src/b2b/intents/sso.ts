// SSO discovery intents (SSO chunk, featherlogin.b2b.sso.js): connections for an email, the
// organization by slug.
import type { Organization } from '../../wire/types';
import { call, inSteps, type Widget, show } from '../widget';
import { StytchEventType as E } from '../../core/enums';

export async function discoverSSO(w: Widget, email: string): Promise<string | void> {
  try {
    const { connections } = await call(w, E.B2BSSODiscoverConnections, (c) => c.sso.discoverConnections(email));
    w.dispatch({ type: 'setEmail', email });
    w.dispatch({ type: 'ssoDiscovery', connections });
    if (connections.length === 1) await inSteps(w, (m) => m.startSSO(w, connections[0].connection_id));
  } catch {
    return w.t('err.default');
  }
}

export async function ssoSlugLookup(w: Widget, slug: string): Promise<string | void> {
  let organization: Organization | null;
  try {
    ({ organization } = await call(w, E.B2BOrganizationsGetBySlug, (c) => c.organization.getBySlug({ organization_slug: slug })));
  } catch {
    return w.t('err.slugLookup');
  }
  if (!organization) return w.t('err.slugNotFound');
  const active = organization.sso_active_connections ?? [];
  if (active.length === 1) return void (await inSteps(w, (m) => m.startSSO(w, active[0].connection_id)));
  w.dispatch({ type: 'setOrganization', organization });
  show(w, 'Main');
}
