// The other 6.x account calls: a member's email update start (by the member or by a member of the same
// organization: a link or a code to the new address, the address unchanged until it is authenticated), the OAuth attach
// token of a signed-in user, and session attest: a JWT of one of the project's token profiles
// (config `token_profiles`; none by default, so an unknown profile is refused as the real API does).
import { createHmac } from 'node:crypto';
import { b2b, consumer } from '../../wire/routes';
import { isEmail } from '../../wire/email';
import { factor as b2bFactor, finish, sessionMember } from '../b2b/auth';
import { memberByEmail, memberWire, mustGetMember, mustGetOrg, orgWire, type MemberDoc, type OrgDoc } from '../b2b/store';
import type { ProjectConfig } from '../config';
import type { Req } from '../context';
import { safeEqual } from '../crypto-util';
import { fail } from '../errors';
import { deliver } from '../outbox';
import { emailUpdateCode } from './b2b/otps';
import { feature } from '../registry';
import { issueToken } from '../tokens';
import { ensureEmail, newUser, saveUser, userByEmail } from '../users';
import { authAnswer, factor, redirectURL, withToken } from './consumer/common';

/**
 * A verification to the new address. The link (EMAIL_MAGIC_LINK, the default) is a B2B magic link
 * whose token carries the new address: `magicLinks.authenticate` of it moves the member to that
 * address (b2b/magic-links.ts) and signs them in. The code (EMAIL_OTP), authenticated as an email
 * code of the organization at the new address (`otps.email.authenticate`, b2b/otps.ts), does the same.
 */
function startEmailUpdate(req: Req, org: OrgDoc, m: MemberDoc) {
  const to = String(req.body.email_address);
  if (!isEmail(to)) throw fail('invalid_email');
  if (memberByEmail(req.emu, org, to)) throw fail('duplicate_member_email');
  const code = req.body.delivery_method === 'EMAIL_OTP';
  const link = () =>
    withToken(
      redirectURL(req.project, 'login', req.body.login_redirect_url),
      'multi_tenant_magic_links',
      issueToken(
        req.emu,
        req.project,
        'b2b_magic_link',
        { member_id: m.member_id, organization_id: org.organization_id, new_email: to },
        60,
      ),
    );
  deliver(req.emu, req.project, {
    channel: 'email',
    to,
    subject: `Confirm your new email address for ${org.organization_name}`,
    text: code
      ? 'Enter the code sent with this message to confirm your new email address.'
      : 'Follow the link to confirm your new email address.',
    ...(code ? { code: emailUpdateCode(req, org.organization_id, to, m.member_id) } : { link: link() }),
  });
  return { member_id: m.member_id, member: memberWire(m), organization: orgWire(org) };
}

/** The claims of an attest token: signed with its profile's secret (HS256), unexpired, of its issuer and audience. */
function attested(project: ProjectConfig, now: number, profileId: string, token: string): { email: string; profile_id: string } {
  const profile = (project.token_profiles ?? []).find((p) => p.profile_id === profileId);
  if (!profile) throw fail('trusted_token_profile_not_found');
  const [head, body, sig] = token.split('.');
  let claims: Record<string, any> | null = null;
  try {
    const alg = JSON.parse(Buffer.from(head, 'base64url').toString()).alg;
    const expected = createHmac('sha256', profile.secret).update(`${head}.${body}`).digest('base64url');
    if (alg === 'HS256' && sig && safeEqual(sig, expected)) claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  } catch {}
  const aud = [claims?.aud].flat();
  if (
    !claims ||
    typeof claims.exp !== 'number' ||
    claims.exp * 1000 <= now ||
    (profile.issuer && claims.iss !== profile.issuer) ||
    (profile.audience && !aud.includes(profile.audience)) ||
    !isEmail(String(claims.email ?? ''))
  )
    throw fail('invalid_trusted_auth_token');
  return { email: String(claims.email), profile_id: profile.profile_id };
}

/** The session factor of an attest. */
const trusted = (profile_id: string) => ({ trusted_auth_token_factor: { token_profile_id: profile_id } });

export default feature({
  errors: {
    trusted_token_profile_not_found: [404, 'No token profile with this ID exists for the project (config token_profiles).'],
    invalid_trusted_auth_token: [401, "The token is not signed with the profile's secret, is expired, or has another issuer or audience."],
  },
  endpoints: [
    {
      route: b2b.selfStartEmailUpdate,
      vertical: 'B2B',
      auth: 'session',
      handle(req) {
        const { org, member } = sessionMember(req);
        return startEmailUpdate(req, org, member);
      },
    },
    {
      route: b2b.membersStartEmailUpdate,
      vertical: 'B2B',
      auth: 'session',
      handle(req) {
        const { org } = sessionMember(req);
        return startEmailUpdate(req, org, mustGetMember(req.emu, req.project, org.organization_id, req.params.member_id));
      },
    },
    {
      route: consumer.oauthAttach,
      vertical: 'CONSUMER',
      auth: 'session',
      handle: (req) => ({
        oauth_attach_token: issueToken(
          req.emu,
          req.project,
          'oauth_attach',
          { user_id: req.session!.subject_id, provider: req.body.provider },
          10,
        ),
      }),
    },
    {
      route: consumer.sessionsAttest,
      vertical: 'CONSUMER',
      handle(req) {
        const { email, profile_id } = attested(req.project, req.emu.now(), req.body.profile_id, req.body.token);
        const user = userByEmail(req.emu, req.project, email) ?? newUser(req.emu, req.project);
        ensureEmail(user, email).verified = true;
        saveUser(req.emu, user);
        const f = factor(req, 'trusted_auth_token', 'trusted_auth_token', trusted(profile_id));
        return authAnswer(req, user, f, req.body.session_duration_minutes ?? req.project.session.default_duration_minutes);
      },
    },
    {
      route: b2b.sessionsAttest,
      vertical: 'B2B',
      handle(req) {
        const { email, profile_id } = attested(req.project, req.emu.now(), req.body.profile_id, req.body.token);
        const org = req.session ? sessionMember(req).org : mustGetOrg(req.emu, req.project, String(req.body.organization_id ?? ''));
        const member = memberByEmail(req.emu, org, email);
        if (!member) throw fail('member_not_found');
        return finish(req, org, member, [b2bFactor(req, 'trusted_auth_token', 'trusted_auth_token', trusted(profile_id))], {
          minutes: req.body.session_duration_minutes,
        });
      },
    },
  ],
});
