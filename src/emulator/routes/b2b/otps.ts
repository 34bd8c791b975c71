// B2B one-time passcodes: email codes for organization login (just-in-time provisioning) and for
// discovery, and the SMS second factor (enrollment with mfa_phone_number, then authenticate).
import { b2b as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { sixDigits } from '../../crypto-util';
import {
  checkSms,
  discoveryAnswer,
  emailFactor,
  factor,
  finish,
  memberAnswer,
  mfaAllowed,
  orgAndMember,
  priorFor,
  sendSms,
} from '../../b2b/auth';
import { applyEmailUpdate } from '../../b2b/email-update';
import { emailJitProblem, getMember, memberFor, membersOf, mustGetOrg, saveMember } from '../../b2b/store';
import { fail } from '../../errors';
import { deliver, lifetime } from '../../outbox';
import { feature, type Endpoint } from '../../registry';
import { checkCode, issueToken } from '../../tokens';

interface EmailCode {
  email_address: string;
  member_id: string;
  code: string;
  attempts: number;
  /** A code to a member's new address (startEmailUpdate): its authenticate moves the member there. */
  new_email?: true;
}

/** B2B spec section 9: email codes are valid 10 minutes. */
const EMAIL_OTP_MINUTES = 10;

const emailKey = (scope: string, email: string) => `b2b_email_otp:${scope}:${email.toLowerCase()}`;

function minutes(v: number | undefined) {
  const m = v ?? EMAIL_OTP_MINUTES;
  if (m < 2 || m > 15) throw fail('invalid_expiration', 'Email OTP expiration must be 2 to 15 minutes.');
  return m;
}

/** An email code of an organization (or discovery, `scope`), kept for its authenticate. */
function issueEmailCode(req: Req, scope: string, email: string, member_id: string, ttl: number, update?: true) {
  const code = sixDigits();
  const rec: EmailCode = { email_address: email, member_id, code, attempts: 0, ...(update && { new_email: update }) };
  issueToken<EmailCode>(req.emu, req.project, 'b2b_email_otp', rec, ttl, emailKey(scope, email));
  return code;
}

/** The code of a member's email update by code (routes/account-updates.ts): otps.email.authenticate of it at the new address moves the member there. */
export const emailUpdateCode = (req: Req, organization_id: string, email: string, member_id: string) =>
  issueEmailCode(req, organization_id, email, member_id, EMAIL_OTP_MINUTES, true);

function sendEmailCode(req: Req, scope: string, email: string, member_id: string, ttl: number, where: string) {
  const code = issueEmailCode(req, scope, email, member_id, ttl);
  deliver(req.emu, req.project, {
    channel: 'email',
    to: email,
    subject: `Your ${where} code: ${code}`,
    text: `Your ${where} code is ${code}. It expires in ${lifetime(ttl)}.`,
    code,
  });
}

const endpoints: Endpoint[] = [
  {
    route: r.otpEmailLoginOrSignup,
    vertical: 'B2B',
    product: 'otps',
    rateLimit: 'email_address',
    handle(req) {
      const b = req.body;
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      const { member, created } = memberFor(req.emu, org, b.email_address, () =>
        emailJitProblem(req.emu, req.project, org, b.email_address),
      );
      const ttl = minutes(member.status === 'active' ? b.login_expiration_minutes : b.signup_expiration_minutes);
      sendEmailCode(req, org.organization_id, b.email_address, member.member_id, ttl, org.organization_name);
      return { ...memberAnswer(org, member), member_created: created };
    },
  },
  {
    route: r.otpEmailAuthenticate,
    vertical: 'B2B',
    product: 'otps',
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const b = req.body;
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      const rec = checkCode<EmailCode>(req, 'b2b_email_otp', emailKey(org.organization_id, b.email_address), b.code, (r) => r.member_id);
      const member = getMember(req.emu, req.project, rec.member_id);
      if (!member) throw fail('otp_code_not_found');
      if (rec.new_email) applyEmailUpdate(req, org, member, rec.email_address);
      return finish(req, org, member, [emailFactor(req, 'otp', member)], {
        minutes: b.session_duration_minutes,
        prior: priorFor(req, member, false),
        extra: { method_id: member.member_id },
      });
    },
  },
  {
    route: r.otpEmailDiscoverySend,
    vertical: 'B2B',
    product: 'otps',
    rateLimit: 'email_address',
    handle(req) {
      sendEmailCode(req, 'discovery', req.body.email_address, '', minutes(req.body.discovery_expiration_minutes), req.project.project_name);
      return {};
    },
  },
  {
    route: r.otpEmailDiscoveryAuthenticate,
    vertical: 'B2B',
    product: 'otps',
    handle(req) {
      const rec = checkCode<EmailCode>(req, 'b2b_email_otp', emailKey('discovery', req.body.email_address), req.body.code);
      return discoveryAnswer(req, rec.email_address, emailFactor(req, 'otp', rec));
    },
  },
  {
    // Sends to mfa_phone_number while enrolling (checked unique in the organization), otherwise to
    // the member's number. Needs the intermediate session token or the member's own session.
    route: r.otpSmsSend,
    vertical: 'B2B',
    rateLimit: 'member_id',
    captcha: false,
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const { org, member } = orgAndMember(req, req.body.organization_id, req.body.member_id);
      if (!mfaAllowed(org, 'sms_otp')) throw fail('operation_restricted_by_organization_mfa_methods');
      priorFor(req, member, true);
      const wanted: string | undefined = req.body.mfa_phone_number;
      if (wanted && wanted !== member.mfa_phone_number) {
        if (member.mfa_phone_number_verified) throw fail('invalid_argument', 'The member already has a verified MFA phone number.');
        if (membersOf(req.emu, org).some((m) => m.member_id !== member.member_id && m.mfa_phone_number === wanted))
          throw fail('duplicate_member_phone_number');
        member.mfa_phone_number = wanted;
        saveMember(req.emu, member);
      }
      if (!member.mfa_phone_number) throw fail('member_phone_number_not_found');
      sendSms(req, member, member.mfa_phone_number);
      return memberAnswer(org, member);
    },
  },
  {
    route: r.otpSmsAuthenticate,
    vertical: 'B2B',
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const b = req.body;
      const { org, member } = orgAndMember(req, b.organization_id, b.member_id);
      if (!mfaAllowed(org, 'sms_otp')) throw fail('operation_restricted_by_organization_mfa_methods');
      const prior = priorFor(req, member, true);
      const phone = checkSms(req, member, b.code);
      member.mfa_phone_number = phone;
      member.mfa_phone_number_verified = true;
      if (b.set_mfa_enrollment === 'enroll') member.mfa_enrolled = true;
      if (b.set_mfa_enrollment === 'unenroll') member.mfa_enrolled = false;
      if (b.set_default_mfa || !member.default_mfa_method) member.default_mfa_method = 'sms_otp';
      const f = factor(req, 'otp', 'sms', { phone_number_factor: { phone_id: member.member_id, phone_number: phone } });
      return finish(req, org, member, [f], { minutes: b.session_duration_minutes, prior });
    },
  },
];

export default feature({ endpoints });
