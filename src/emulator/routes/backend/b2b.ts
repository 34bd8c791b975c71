// The B2B backend API: member sessions (authenticate by token or JWT, revoke, exchange, list),
// organizations and members (get, search), as an integrator's server calls them.
import * as r from '../../../wire/backend-routes';
import { finish, memberAnswer, memberSessionWire, orgAndMember } from '../../b2b/auth';
import {
  allOrgs,
  memberByEmail,
  memberFor,
  emailJitProblem,
  memberWire,
  membersOf,
  mustGetOrg,
  orgWire,
  getMember,
  type MemberDoc,
  type OrgDoc,
} from '../../b2b/store';
import type { Req } from '../../context';
import { fail } from '../../errors';
import { feature } from '../../registry';
import { findSessionById, liveSessionsOf, revokeSession, saveSession, sessionJWT, touchSession } from '../../sessions';
import { anyOf, applyCustomClaims, bodySession, contains, search, type Filters } from './common';

const TOKEN = { session_token: 'string?', session_jwt: 'string?' } as const;

const memberSessions = (req: Req, member_id: string) => liveSessionsOf(req.emu, req.project.project_id, 'member', member_id);

const ORG_FILTERS: Filters<OrgDoc> = {
  organization_ids: (o, v) => anyOf(v, [o.organization_id]),
  organization_slugs: (o, v) => anyOf(v, [o.organization_slug]),
  organization_name_fuzzy: (o, v) => contains(v, [o.organization_name]),
  organization_slug_fuzzy: (o, v) => contains(v, [o.organization_slug]),
  allowed_domains: (o, v) => anyOf(v, o.email_allowed_domains),
  member_emails: () => false, // replaced per request (needs the database)
};

/** Member search filters, shared with the SDK's organization.members.search (routes/b2b/admin.ts). */
export const MEMBER_FILTERS: Filters<MemberDoc> = {
  member_ids: (m, v) => anyOf(v, [m.member_id]),
  member_emails: (m, v) => anyOf(v, [m.email_address]),
  member_email_fuzzy: (m, v) => contains(v, [m.email_address]),
  statuses: (m, v) => anyOf(v, [m.status]),
  member_mfa_phone_numbers: (m, v) => anyOf(v, [m.mfa_phone_number]),
  member_is_breakglass: (m, v) => !!(m as { is_breakglass?: boolean }).is_breakglass === v,
  member_roles: (m, v) => anyOf(v, m.roles),
};

export default feature({
  backend: [
    {
      route: r.b2bSessionsAuthenticate,
      vertical: 'B2B',
      body: { ...TOKEN, session_duration_minutes: 'int?', session_custom_claims: 'object?' },
      handle(req) {
        const found = bodySession(req, 'member');
        const { org, member } = orgAndMember(req, found.session.extra.organization_id as string, found.session.subject_id);
        const claimed = applyCustomClaims(req, found.session);
        saveSession(req.emu, claimed);
        const s = touchSession(req.emu, req.project, claimed, req.body.session_duration_minutes);
        return {
          member_session: memberSessionWire(s),
          session_token: found.token,
          session_jwt: sessionJWT(req.emu, req.project, s),
          member: memberWire(member),
          organization: orgWire(org),
        };
      },
    },
    {
      // By member_session_id, by token or JWT, or every session of member_id.
      route: r.b2bSessionsRevoke,
      vertical: 'B2B',
      body: { member_session_id: 'string?', member_id: 'string?', ...TOKEN },
      handle(req) {
        const { member_session_id, member_id } = req.body;
        if (member_id) {
          const m = getMember(req.emu, req.project, member_id);
          if (!m) throw fail('member_not_found');
          for (const s of memberSessions(req, m.member_id)) revokeSession(req.emu, s.session_id);
        } else if (member_session_id) {
          if (!findSessionById(req.emu, member_session_id, { project_id: req.project.project_id, kind: 'member' }))
            throw fail('session_not_found');
          revokeSession(req.emu, member_session_id);
        } else revokeSession(req.emu, bodySession(req, 'member').session.session_id);
        return {};
      },
    },
    {
      // As the SDK's exchange: the session's factors carry over; the target organization's policies decide.
      route: r.b2bSessionsExchange,
      vertical: 'B2B',
      body: { organization_id: 'string', ...TOKEN, session_duration_minutes: 'int?', locale: 'text?' },
      handle(req) {
        const { session } = bodySession(req, 'member');
        const { member: from } = orgAndMember(req, session.extra.organization_id as string, session.subject_id);
        const org = mustGetOrg(req.emu, req.project, req.body.organization_id);
        const { member } = memberFor(req.emu, org, from.email_address, () =>
          emailJitProblem(req.emu, req.project, org, from.email_address),
        );
        req.session = session;
        const out = finish(req, org, member, [], {
          minutes: req.body.session_duration_minutes,
          prior: { factors: session.authentication_factors },
        });
        if (out.member_session && member.member_id !== from.member_id) revokeSession(req.emu, session.session_id);
        return out;
      },
    },
    {
      route: r.b2bSessionsGet,
      vertical: 'B2B',
      handle(req) {
        const { member } = orgAndMember(req, req.query.get('organization_id') || '', req.query.get('member_id') || '');
        return { member_sessions: memberSessions(req, member.member_id).map(memberSessionWire) };
      },
    },
    {
      route: r.organizationsGet,
      vertical: 'B2B',
      handle(req) {
        return { organization: orgWire(mustGetOrg(req.emu, req.project, req.params.organization_id)) };
      },
    },
    {
      route: r.organizationsSearch,
      vertical: 'B2B',
      body: { cursor: 'text?', limit: 'int?', query: 'object?' },
      handle(req) {
        const filters: Filters<OrgDoc> = {
          ...ORG_FILTERS,
          member_emails: (o, v) => membersOf(req.emu, o).some((m) => anyOf(v, [m.email_address])),
        };
        const { page, results_metadata } = search(req, allOrgs(req.emu, req.project), filters);
        return { organizations: page.map(orgWire), results_metadata };
      },
    },
    {
      // ?member_id= or ?email_address=
      route: r.membersGet,
      vertical: 'B2B',
      handle(req) {
        const org = mustGetOrg(req.emu, req.project, req.params.organization_id);
        const id = req.query.get('member_id');
        const email = req.query.get('email_address');
        if (id) return memberAnswer(org, orgAndMember(req, org.organization_id, id).member);
        const m = email ? memberByEmail(req.emu, org, email) : null;
        if (!m) throw fail('member_not_found');
        return memberAnswer(org, m);
      },
    },
    {
      route: r.membersSearch,
      vertical: 'B2B',
      body: { organization_ids: 'strings', cursor: 'text?', limit: 'int?', query: 'object?' },
      handle(req) {
        const orgs = (req.body.organization_ids as string[]).map((id) => mustGetOrg(req.emu, req.project, id));
        const { page, results_metadata } = search(
          req,
          orgs.flatMap((o) => membersOf(req.emu, o)),
          MEMBER_FILTERS,
        );
        const byId = Object.fromEntries(
          orgs.filter((o) => page.some((m) => m.organization_id === o.organization_id)).map((o) => [o.organization_id, orgWire(o)]),
        );
        return { members: page.map(memberWire), results_metadata, organizations: byId };
      },
    },
  ],
});
