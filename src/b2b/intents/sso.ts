// SSO discovery intents (SSO chunk, featherlogin.b2b.sso.js): connections for an email, the
// organization by slug.
import type { Organization } from '../../wire/types';
import { call, inSteps, type Widget, show } from '../widget';
import { here } from './core';
import { StytchEventType as E } from '../../core/enums';

// An answer after the user left (Back, 'Try another log in method') starts no SSO and opens no screen.
export async function discoverSSO(w: Widget, email: string): Promise<string | void> {
  const still = here(w);
  try {
    const { connections } = await call(w, E.B2BSSODiscoverConnections, (c) => c.sso.discoverConnections(email));
    if (!still()) return;
    w.dispatch({ type: 'setEmail', email });
    w.dispatch({ type: 'ssoDiscovery', connections });
    // The steps chunk's words when it cannot load (later()), else SSO's own outcome.
    if (connections.length === 1) return await inSteps(w, (m) => m.startSSO(w, connections[0].connection_id));
  } catch {
    return still() ? w.t('err.default') : undefined;
  }
}

export async function ssoSlugLookup(w: Widget, slug: string): Promise<string | void> {
  const still = here(w);
  let organization: Organization | null;
  try {
    ({ organization } = await call(w, E.B2BOrganizationsGetBySlug, (c) => c.organization.getBySlug({ organization_slug: slug })));
  } catch {
    return still() ? w.t('err.slugLookup') : undefined;
  }
  if (!still()) return;
  if (!organization) return w.t('err.slugNotFound');
  const active = organization.sso_active_connections ?? [];
  if (active.length === 1) return await inSteps(w, (m) => m.startSSO(w, active[0].connection_id));
  w.dispatch({ type: 'setOrganization', organization });
  show(w, 'Main');
}
