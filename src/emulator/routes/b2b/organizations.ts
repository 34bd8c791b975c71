// B2B data reads and the B2B tables: the signed-in member and organization, member search (the
// widget's password-first step) and organization lookup by slug. Also seeds the configured
// organizations and members, and adds the B2B error types.
import { b2b as r } from '../../../wire/routes';
import { sessionMember } from '../../b2b/auth';
import {
  allOrgs,
  ERRORS,
  getOrg,
  MIGRATIONS,
  memberByEmail,
  membersOf,
  memberWire,
  orgBySlug,
  orgWire,
  seedOrganizations,
} from '../../b2b/store';
import { hashPassword } from '../../passwords';
import { esc, feature, htmlPage, sendHTML, type Endpoint, type PageReq } from '../../registry';

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
    handle(req) {
      const org = orgBySlug(req.emu, req.project, req.body.organization_slug);
      return { organization: org ? orgWire(org) : null };
    },
  },
];

/** GET /emulator/b2b: every B2B project's organizations, policies, SSO connections and members (seeded passwords shown). */
function overview({ emu, res }: PageReq) {
  const sections = emu.config.projects
    .filter((p) => p.vertical === 'B2B')
    .map((p) => {
      const seeded = new Map<string, string>();
      for (const o of p.organizations as { members?: { email_address: string; password?: string }[] }[])
        for (const m of o.members ?? []) if (m.password) seeded.set(m.email_address.toLowerCase(), m.password);
      const orgs = allOrgs(emu, p)
        .map((o) => {
          const policy = [
            `auth: ${o.auth_methods}${o.auth_methods === 'RESTRICTED' ? ` (${o.allowed_auth_methods.join(', ')})` : ''}`,
            `MFA: ${o.mfa_policy}${o.mfa_methods === 'RESTRICTED' ? ` (${o.allowed_mfa_methods.join(', ')})` : ''}`,
            `email JIT: ${o.email_jit_provisioning}${o.email_allowed_domains.length ? ` (${o.email_allowed_domains.join(', ')})` : ''}`,
            ...(o.claimed_email_domains.length ? [`claims ${o.claimed_email_domains.join(', ')}`] : []),
          ].join(' · ');
          const sso = o.sso_active_connections.map((c) => `${esc(c.display_name)} <code>${esc(c.connection_id)}</code>`).join(', ');
          const members = membersOf(emu, o)
            .map(
              (m) =>
                `<tr><td>${esc(m.email_address)}</td><td>${esc(m.status)}</td><td>${esc(seeded.get(m.email_address.toLowerCase()) ?? '')}</td><td>${esc([m.mfa_phone_number_verified ? `SMS ${m.mfa_phone_number}` : '', m.totp_registration_id ? 'TOTP' : ''].filter(Boolean).join(', '))}</td></tr>`,
            )
            .join('');
          return `<article><h3>${esc(o.organization_name)} <code>${esc(o.organization_slug)}</code></h3><p class="meta"><code>${esc(o.organization_id)}</code> · ${esc(policy)}</p>${sso ? `<p>SSO: ${sso}</p>` : ''}
<table><thead><tr><th scope="col">Member</th><th scope="col">Status</th><th scope="col">Seeded password</th><th scope="col">MFA</th></tr></thead><tbody>${members}</tbody></table></article>`;
        })
        .join('\n');
      return `<section><h2>${esc(p.project_name)} <code>${esc(p.public_token)}</code></h2>${orgs || '<p>No organizations.</p>'}</section>`;
    })
    .join('\n');
  sendHTML(
    res,
    200,
    htmlPage(
      'Emulator organizations',
      `<main><h1>B2B organizations</h1><p>Organizations and members of the emulator's B2B projects, from the database (reload to refresh).</p>${sections || '<p>No B2B project.</p>'}</main>`,
    ),
  );
}

export default feature({
  endpoints,
  pages: [{ method: 'GET', path: '/emulator/b2b', handle: overview }],
  migrations: MIGRATIONS,
  errors: ERRORS,
  seed(emu) {
    for (const p of emu.config.projects) if (p.vertical === 'B2B') seedOrganizations(emu, p, hashPassword);
  },
});
