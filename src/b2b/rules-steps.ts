// Pure rules (see rules.ts) that only code in the lazy chunks uses: chunks import them from here, so
// the main bundle does not carry them (a chunk's import from rules.ts would keep them in it).
import type { DiscoveredOrganization, MembershipType, MfaMethod, Organization } from '../wire/types';
import { ALL_MFA } from './machine-mfa';
import type { DirectLoginOptions } from './config';

/**
 * Just-in-time check before a non-member password reset (section 5). As coded in the reference:
 * NOT_ALLOWED passes; RESTRICTED passes when the email's domain is allowed.
 */
export function jitAllowed(org: Organization, email: string): boolean {
  if (org.email_jit_provisioning === 'NOT_ALLOWED') return true;
  const domain = email.split('@').pop()?.toLowerCase() || '';
  return org.email_jit_provisioning === 'RESTRICTED' && org.email_allowed_domains.map((d) => d.toLowerCase()).includes(domain);
}

/** The action label next to a discovered organization (none for active members). */
export function membershipLabel(type: MembershipType): 'discovery.join' | 'discovery.acceptInvite' | null {
  if (type === 'invited_member') return 'discovery.acceptInvite';
  if (type === 'active_member') return null;
  return 'discovery.join';
}

/** Lowercase groups of 4, as the authenticator secret is shown. */
export const formatTotpSecret = (secret: string) =>
  (
    secret
      .toLowerCase()
      .replace(/\s+/g, '')
      .match(/.{1,4}/g) || []
  ).join(' ');

const INVITES: MembershipType[] = ['invited_member', 'pending_member'];
const JIT: MembershipType[] = ['eligible_to_join_by_email_domain', 'eligible_to_join_by_oauth_tenant'];

/** directLoginForSingleMembership: the one active membership to enter at once, or null. */
export function directLoginTarget(orgs: DiscoveredOrganization[], o: DirectLoginOptions | undefined): DiscoveredOrganization | null {
  if (!o?.status) return null;
  const active = orgs.filter((d) => d.membership.type === 'active_member');
  if (active.length !== 1) return null;
  const blocks = orgs.some(
    (d) => (!o.ignoreInvites && INVITES.includes(d.membership.type)) || (!o.ignoreJitProvisioning && JIT.includes(d.membership.type)),
  );
  return blocks ? null : active[0];
}

/** MFAEnrollmentSelection's options: supported ∩ included ∩ organization-supported, in configured order. */
export function selectableMfa(orgSupported: MfaMethod[], include?: MfaMethod[], order?: MfaMethod[]): MfaMethod[] {
  const list = ALL_MFA.filter((m) => (!include?.length || include.includes(m)) && orgSupported.includes(m));
  const rank = (m: MfaMethod) => (order?.includes(m) ? order.indexOf(m) : (order?.length ?? 0)) * 2 + ALL_MFA.indexOf(m);
  return list.sort((x, y) => rank(x) - rank(y));
}
