// Member sessions: authenticate (refresh; a fresh JWT, optionally a longer session), revoke,
// exchange into another organization of the same email; impersonation (support staff signing in
// as a member with a token minted by POST /emulator/b2b/impersonation_tokens).
import { b2b as r } from '../../../wire/routes';
import { factor, finish, sessionAnswer, sessionMember } from '../../b2b/auth';
import { emailJitProblem, memberFor, mustGetOrg, orgBySlug, getOrg, mustGetMember, memberByEmail } from '../../b2b/store';
import { fail, projectFor } from '../../errors';
import { feature, sendJSON, type Endpoint } from '../../registry';
import { revokeSession, touchSession } from '../../sessions';
import { issueToken, takeToken } from '../../tokens';

interface ImpersonationToken {
  organization_id: string;
  member_id: string;
  impersonator_id: string;
  impersonator_email_address: string;
}

/** Vendor behaviour: impersonated sessions last 60 minutes and skip MFA. */
const IMPERSONATION_MINUTES = 60;

const endpoints: Endpoint[] = [
  {
    route: r.sessionsAuthenticate,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { org, member, session } = sessionMember(req);
      const s = touchSession(req.emu, req.project, session, req.body.session_duration_minutes);
      return sessionAnswer(req, org, member, s, req.sessionToken!);
    },
  },
  {
    route: r.sessionsRevoke,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      revokeSession(req.emu, req.session!.session_id);
      return {};
    },
  },
  {
    // The factors of the current session carry over; the target organization's policies decide
    // whether a new session, primary_required or mfa_required comes back. The old session ends
    // once the new one exists.
    route: r.sessionsExchange,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { member: from, session } = sessionMember(req);
      const org = mustGetOrg(req.emu, req.project, req.body.organization_id);
      const { member } = memberFor(req.emu, org, from.email_address, () => emailJitProblem(req.emu, req.project, org, from.email_address));
      const out = finish(req, org, member, [], {
        minutes: req.body.session_duration_minutes,
        prior: { factors: session.authentication_factors },
      });
      if (out.member_session && member.member_id !== from.member_id) revokeSession(req.emu, session.session_id);
      return out;
    },
  },
  {
    route: r.impersonationAuthenticate,
    vertical: 'B2B',
    product: 'impersonation',
    handle(req) {
      const t = takeToken<ImpersonationToken>(req.emu, req.project, 'b2b_impersonation', req.body.impersonation_token);
      if (!t) throw fail('unable_to_auth_impersonation_token');
      const org = mustGetOrg(req.emu, req.project, t.organization_id);
      const member = mustGetMember(req.emu, req.project, org.organization_id, t.member_id);
      const f = factor(req, 'impersonated', 'impersonation', {
        impersonated_factor: { impersonator_id: t.impersonator_id, impersonator_email_address: t.impersonator_email_address },
      });
      return finish(req, org, member, [f], { fixedMinutes: IMPERSONATION_MINUTES, prior: { factors: [] } });
    },
  },
];

export default feature({
  endpoints,
  pages: [
    {
      // Test/admin helper: { public_token, organization_id | organization_slug, member_id | email_address, impersonator_email_address? } -> { impersonation_token } (5 minutes, single use).
      method: 'POST',
      path: '/emulator/b2b/impersonation_tokens',
      async handle({ emu, res, form }) {
        const f = await form();
        const project = projectFor(emu, f.public_token, 'B2B');
        const org = f.organization_id ? getOrg(emu, project, f.organization_id) : orgBySlug(emu, project, f.organization_slug || '');
        if (!org) throw fail('organization_not_found');
        const member = f.member_id
          ? mustGetMember(emu, project, org.organization_id, f.member_id)
          : memberByEmail(emu, org, f.email_address || '');
        if (!member) throw fail('member_not_found');
        const token = issueToken<ImpersonationToken>(
          emu,
          project,
          'b2b_impersonation',
          {
            organization_id: org.organization_id,
            member_id: member.member_id,
            impersonator_id: 'emulator-support-staff',
            impersonator_email_address: f.impersonator_email_address || 'support@featherlogin.test',
          },
          5,
        );
        sendJSON(res, 200, { impersonation_token: token });
      },
    },
  ],
});
