// discovery.* : the organizations an intermediate session can enter, creating one, and exchanging
// the intermediate session for a member session. Each sends the stored intermediate token.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse, DiscoveredOrganization } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export interface CreateOrganizationOptions {
  session_duration_minutes: number;
  organization_name?: string;
  organization_slug?: string;
  organization_logo_url?: string;
  sso_jit_provisioning?: string;
  email_allowed_domains?: string[];
  email_jit_provisioning?: string;
  email_invites?: string;
  auth_methods?: string;
  allowed_auth_methods?: string[];
  mfa_policy?: string;
  mfa_methods?: string;
  allowed_mfa_methods?: string[];
}

const CREATE_FIELDS = [
  SESSION,
  'organization_name?',
  'organization_slug?',
  'organization_logo_url?',
  'sso_jit_provisioning?',
  'email_allowed_domains?:stringArray',
  'email_jit_provisioning?',
  'email_invites?',
  'auth_methods?',
  'allowed_auth_methods?:stringArray',
  'mfa_policy?',
  'mfa_methods?',
  'allowed_mfa_methods?:stringArray',
];

export function discoveryModule(ctx: Ctx) {
  const list = op<
    object,
    { email_address: string; discovered_organizations: DiscoveredOrganization[]; organization_id_hint?: string | null }
  >(ctx, 'discovery.organizations.list', r.discoveryOrganizations, [], { ist: true });
  return {
    organizations: {
      list: () => list({}),
      create: op<CreateOrganizationOptions, B2BAuthResponse>(
        ctx,
        'discovery.organizations.create',
        r.discoveryOrganizationsCreate,
        CREATE_FIELDS,
        { auth: true, ist: true },
      ),
    },
    intermediateSessions: {
      exchange: op<{ organization_id: string; session_duration_minutes: number; locale?: string }, B2BAuthResponse>(
        ctx,
        'discovery.intermediateSessions.exchange',
        r.discoveryExchange,
        ['organization_id', SESSION, 'locale?'],
        { auth: true, ist: true },
      ),
    },
  };
}
