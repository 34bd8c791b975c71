// B2B email magic links: organization login-or-signup (just-in-time provisioning), invites, the
// discovery link, and both authenticates (single use, expiring, PKCE when the flow started with it).
// Links: {redirect}?stytch_token_type=multi_tenant_magic_links&token=... and ...=discovery&token=...
import { b2b as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { discoveryAnswer, emailFactor, finish, memberAnswer, priorFor, rolesOf, sessionMember } from '../../b2b/auth';
import { applyEmailUpdate } from '../../b2b/email-update';
import { grants, projectPolicy } from '../../b2b/rbac';
import {
  createMember,
  domainOf,
  emailJitProblem,
  memberByEmail,
  memberFor,
  getMember,
  getOrg,
  mustGetOrg,
  saveMember,
  type MemberDoc,
  type OrgDoc,
} from '../../b2b/store';
import { fail } from '../../errors';
import { deliver, lifetime } from '../../outbox';
import { feature, type Endpoint } from '../../registry';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { checkPKCE, redirectURL, withToken } from '../consumer/common';

interface LinkToken {
  member_id: string;
  organization_id: string;
  pkce_code_challenge?: string;
  /** An email update's link (account-updates.ts): the address the member moves to. */
  new_email?: string;
}

interface DiscoveryToken {
  email_address: string;
  pkce_code_challenge?: string;
}

const ttl = (v: number | undefined, dflt: number) => {
  const m = v ?? dflt;
  if (m < 5 || m > 10080) throw fail('invalid_expiration', 'Magic link expiration must be 5 to 10080 minutes.');
  return m;
};

/** An email update's link: the member's address becomes the new one, verified (the old one retired), unless another member took it meanwhile. */
function needChallenge(req: Req) {
  if (req.project.pkce.email_magic_links && !req.body.pkce_code_challenge) throw fail('invalid_pkce_code_challenge');
}

function sendLink(req: Req, org: OrgDoc, member: MemberDoc, url: string, minutes: number, subject: string) {
  const token = issueToken<LinkToken>(
    req.emu,
    req.project,
    'b2b_magic_link',
    { member_id: member.member_id, organization_id: org.organization_id, pkce_code_challenge: req.body.pkce_code_challenge },
    minutes,
  );
  const link = withToken(url, 'multi_tenant_magic_links', token);
  deliver(req.emu, req.project, {
    channel: 'email',
    to: member.email_address,
    subject,
    text: `Click to continue to ${org.organization_name}: ${link}\nThe link expires in ${lifetime(minutes)} and works once.`,
    link,
  });
}

const endpoints: Endpoint[] = [
  {
    route: r.magicLinksLoginOrSignup,
    vertical: 'B2B',
    product: 'magic_links',
    rateLimit: 'email_address',
    body: { pkce_code_challenge: 'string?' },
    handle(req) {
      const b = req.body;
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      const login = redirectURL(req.project, 'login', b.login_redirect_url, 'invalid_magic_link_url');
      const signup = redirectURL(req.project, 'signup', b.signup_redirect_url, 'invalid_magic_link_url');
      needChallenge(req);
      const { member, created } = memberFor(req.emu, org, b.email_address, () =>
        emailJitProblem(req.emu, req.project, org, b.email_address),
      );
      const isSignup = member.status !== 'active';
      const p = req.project.magic_links;
      const minutes = isSignup
        ? ttl(b.signup_expiration_minutes, p.signup_expiration_minutes)
        : ttl(b.login_expiration_minutes, p.login_expiration_minutes);
      sendLink(
        req,
        org,
        member,
        isSignup ? signup : login,
        minutes,
        isSignup ? `Join ${org.organization_name}` : `Your ${org.organization_name} login link`,
      );
      return { ...memberAnswer(org, member), member_created: created };
    },
  },
  {
    route: r.magicLinksInvite,
    vertical: 'B2B',
    product: 'magic_links',
    auth: 'session',
    rateLimit: 'email_address',
    captcha: false,
    body: { name: 'text?' },
    handle(req) {
      const b = req.body;
      const { org, member: me } = sessionMember(req);
      // Inviting is creating a member: the caller needs stytch.member create (the real API's check).
      if (!grants(projectPolicy(req.project), rolesOf(me), 'stytch.member', 'create'))
        throw fail('unauthorized_action', 'Missing: stytch.member:create.');
      if (org.email_invites === 'NOT_ALLOWED') throw fail('invalid_email_for_invites', 'It does not allow invites.');
      if (org.email_invites === 'RESTRICTED' && !org.email_allowed_domains.map((d) => d.toLowerCase()).includes(domainOf(b.email_address)))
        throw fail('invalid_email_for_invites', "Invites are restricted to the organization's email_allowed_domains.");
      const url = redirectURL(req.project, 'invite', b.invite_redirect_url, 'invalid_magic_link_url');
      let member = memberByEmail(req.emu, org, b.email_address);
      if (member?.status === 'active') throw fail('duplicate_member_email');
      if (!member)
        member = createMember(req.emu, org, {
          email_address: b.email_address,
          status: 'invited',
          name: b.name ?? '',
          untrusted_metadata: b.untrusted_metadata ?? {},
          roles: b.roles ?? [],
        });
      else {
        member.status = 'invited';
        saveMember(req.emu, member);
      }
      sendLink(req, org, member, url, ttl(b.invite_expiration_minutes, 10080), `You are invited to ${org.organization_name}`);
      return memberAnswer(org, member);
    },
  },
  {
    route: r.magicLinksDiscoverySend,
    vertical: 'B2B',
    product: 'magic_links',
    rateLimit: 'email_address',
    body: { pkce_code_challenge: 'string?' },
    handle(req) {
      const b = req.body;
      const url = redirectURL(req.project, 'discovery', b.discovery_redirect_url, 'invalid_magic_link_url');
      needChallenge(req);
      const minutes = ttl(b.discovery_expiration_minutes, req.project.magic_links.login_expiration_minutes);
      const token = issueToken<DiscoveryToken>(
        req.emu,
        req.project,
        'b2b_discovery_link',
        { email_address: b.email_address, pkce_code_challenge: b.pkce_code_challenge },
        minutes,
      );
      const link = withToken(url, 'discovery', token);
      deliver(req.emu, req.project, {
        channel: 'email',
        to: b.email_address,
        subject: `Your ${req.project.project_name} login link`,
        text: `Click to see your organizations: ${link}\nThe link expires in ${lifetime(minutes)} and works once.`,
        link,
      });
      return {};
    },
  },
  {
    route: r.magicLinksAuthenticate,
    vertical: 'B2B',
    product: 'magic_links',
    body: { pkce_code_verifier: 'string?', intermediate_session_token: 'string?' },
    handle(req) {
      const t = peekToken<LinkToken>(req.emu, req.project, 'b2b_magic_link', req.body.magic_links_token);
      if (!t) throw fail('unable_to_auth_magic_link');
      checkPKCE(req.project.pkce.email_magic_links, t.pkce_code_challenge, req.body.pkce_code_verifier);
      spendToken(req.emu, req.body.magic_links_token);
      const org = getOrg(req.emu, req.project, t.organization_id);
      const member = getMember(req.emu, req.project, t.member_id);
      if (!org || !member) throw fail('unable_to_auth_magic_link');
      if (t.new_email) applyEmailUpdate(req, org, member, t.new_email);
      return finish(req, org, member, [emailFactor(req, 'magic_link', member)], {
        minutes: req.body.session_duration_minutes,
        prior: priorFor(req, member, false),
        extra: { method_id: member.member_id, reset_sessions: false },
      });
    },
  },
  {
    route: r.magicLinksDiscoveryAuthenticate,
    vertical: 'B2B',
    product: 'magic_links',
    body: { pkce_code_verifier: 'string?' },
    handle(req) {
      const t = peekToken<DiscoveryToken>(req.emu, req.project, 'b2b_discovery_link', req.body.discovery_magic_links_token);
      if (!t) throw fail('unable_to_auth_magic_link');
      checkPKCE(req.project.pkce.email_magic_links, t.pkce_code_challenge, req.body.pkce_code_verifier);
      spendToken(req.emu, req.body.discovery_magic_links_token);
      return discoveryAnswer(req, t.email_address, emailFactor(req, 'magic_link', t));
    },
  },
];

export default feature({ endpoints });
