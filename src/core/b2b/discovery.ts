// discovery.* : the organizations an intermediate session can enter, creating one, and exchanging
// the intermediate session for a member session. Each sends the stored intermediate token.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse, DiscoveredOrganization } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';

export function discoveryModule(ctx: Ctx) {
  const list = op<
    typeof r.discoveryOrganizations,
    { email_address: string; discovered_organizations: DiscoveredOrganization[]; organization_id_hint?: string | null }
  >(ctx, 'discovery.organizations.list', r.discoveryOrganizations, { ist: true });
  return {
    organizations: {
      list: () => list({}),
      create: op<typeof r.discoveryOrganizationsCreate, B2BAuthResponse>(
        ctx,
        'discovery.organizations.create',
        r.discoveryOrganizationsCreate,
        { auth: true, ist: true },
      ),
    },
    intermediateSessions: {
      exchange: op<typeof r.discoveryExchange, B2BAuthResponse>(ctx, 'discovery.intermediateSessions.exchange', r.discoveryExchange, {
        auth: true,
        ist: true,
      }),
    },
  };
}
