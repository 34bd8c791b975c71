// The other 6.x account calls: a member's email update start (by the member or by a member of the same
// organization: a verification to the new address, the address unchanged until then), the OAuth attach
// token of a signed-in user, and session attest, which needs a token profile (the emulator configures
// none, so every attest is refused as the real API refuses an unknown profile).
import { b2b, consumer } from '../../wire/routes';
import { isEmail } from '../../wire/email';
import { sessionMember } from '../b2b/auth';
import { memberWire, mustGetMember, orgWire, type MemberDoc, type OrgDoc } from '../b2b/store';
import type { Req } from '../context';
import { fail } from '../errors';
import { deliver } from '../outbox';
import { feature } from '../registry';
import { issueToken } from '../tokens';

function startEmailUpdate(req: Req, org: OrgDoc, m: MemberDoc) {
  const to = String(req.body.email_address);
  if (!isEmail(to)) throw fail('invalid_email');
  const code = req.body.delivery_method === 'EMAIL_OTP';
  deliver(req.emu, req.project, {
    channel: 'email',
    to,
    subject: `Confirm your new email address for ${org.organization_name}`,
    text: code
      ? 'Enter the code sent with this message to confirm your new email address.'
      : 'Follow the link to confirm your new email address.',
    ...(code ? { code: String(Math.floor(100000 + Math.random() * 900000)) } : { link: String(req.body.login_redirect_url ?? '') }),
  });
  return { member_id: m.member_id, member: memberWire(m), organization: orgWire(org) };
}

const refuseAttest = () => {
  throw fail('token_profile_not_found');
};

export default feature({
  errors: {
    token_profile_not_found: [404, 'No token profile with this ID exists for the project (the emulator has none).'],
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
    { route: consumer.sessionsAttest, vertical: 'CONSUMER', handle: refuseAttest },
    { route: b2b.sessionsAttest, vertical: 'B2B', handle: refuseAttest },
  ],
});
