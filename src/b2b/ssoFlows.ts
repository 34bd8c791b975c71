// The SSO discovery intents (connections for an email, organization by slug), loaded with the
// SSO discovery screens (featherlogin.b2b.sso.js); the widget's methods of the same names call them.
import type { Organization, SSOConnection } from '../wire/types';
import { addEvents, type FlowCtx } from './flows';

addEvents({
  'sso.discoverConnections': 'B2B_SSO_DISCOVER_CONNECTIONS',
});

/** The intents over the widget's internals (flows.ts hands them over). */
export function ssoFlows(c: FlowCtx) {
  const { dispatch, run, t, startSSO } = c;
  async function discoverSSO(email: string): Promise<string | void> {
    try {
      const { connections } = await run<{ connections: SSOConnection[] }>('sso.discoverConnections', email);
      dispatch({ type: 'setEmail', email });
      dispatch({ type: 'ssoDiscovery', connections });
      if (connections.length === 1) await startSSO(connections[0].connection_id);
    } catch {
      return t('err.default');
    }
  }

  async function ssoSlugLookup(slug: string): Promise<string | void> {
    let organization: Organization | null;
    try {
      organization = (await run<{ organization: Organization | null }>('organization.getBySlug', { organization_slug: slug })).organization;
    } catch {
      return t('err.slugLookup');
    }
    if (!organization) return t('err.slugNotFound');
    const active = organization.sso_active_connections ?? [];
    if (active.length === 1) return void (await startSSO(active[0].connection_id));
    dispatch({ type: 'setOrganization', organization });
    dispatch({ type: 'transition', screen: 'Main' });
  }

  return { discoverSSO, ssoSlugLookup };
}
