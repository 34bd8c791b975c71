// B2B data reads and the B2B tables: the signed-in member and organization, member search (the
// widget's password-first step) and organization lookup by slug. Also seeds the configured
// organizations and members, and adds the B2B error types.
import { b2b as r } from '../../../wire/routes';
import { sessionMember } from '../../b2b/auth';
import { ERRORS, MIGRATIONS, memberByEmail, memberWire, orgBySlug, orgWire, seedOrganizations, getOrg } from '../../b2b/store';
import { hashPassword } from '../../passwords';
import { feature, type Endpoint } from '../../registry';

const endpoints: Endpoint[] = [
  {
    route: r.membersMe,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { member } = sessionMember(req);
      return { member_id: member.member_id, member: memberWire(member) };
    },
  },
  {
    route: r.organizationsMe,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { org } = sessionMember(req);
      return { organization: orgWire(org) };
    },
  },
  {
    // { member } when the email is a member of the organization, { member: null } otherwise.
    route: r.membersSearch,
    vertical: 'B2B',
    body: { email_address: 'email', organization_id: 'string' },
    handle(req) {
      const org = getOrg(req.emu, req.project, req.body.organization_id);
      const m = org ? memberByEmail(req.emu, org, req.body.email_address) : null;
      return { member: m ? memberWire(m) : null };
    },
  },
  {
    // { organization } for a known slug, { organization: null } otherwise (not an error: the widget asks).
    route: r.organizationsBySlug,
    vertical: 'B2B',
    body: { organization_slug: 'string' },
    handle(req) {
      const org = orgBySlug(req.emu, req.project, req.body.organization_slug);
      return { organization: org ? orgWire(org) : null };
    },
  },
];

export default feature({
  endpoints,
  migrations: MIGRATIONS,
  errors: ERRORS,
  seed(emu) {
    for (const p of emu.config.projects) if (p.vertical === 'B2B') seedOrganizations(emu, p, hashPassword);
  },
});
