// B2B authenticator-app second factor (TOTP, RFC 6238) and recovery codes. totp create starts a
// pending registration (secret, QR code data URL, recovery codes); the first valid code confirms it.
import { b2b as r } from '../../../wire/routes';
import { factor, finish, memberAnswer, mfaAllowed, orgAndMember, priorFor, sessionMember } from '../../b2b/auth';
import { saveMember } from '../../b2b/store';
import { newSecret, qrDataURL, recoveryCodes, totpValid } from '../../b2b/totp';
import { id } from '../../crypto-util';
import { fail } from '../../errors';
import { feature, type Endpoint } from '../../registry';
import { guarded } from '../../locks';

const endpoints: Endpoint[] = [
  {
    route: r.totpCreate,
    vertical: 'B2B',
    product: 'totps',
    body: { intermediate_session_token: 'string?' },
    async handle(req) {
      const { org, member } = orgAndMember(req, req.body.organization_id, req.body.member_id);
      if (!mfaAllowed(org, 'totp')) throw fail('operation_restricted_by_organization_mfa_methods');
      priorFor(req, member, true);
      if (member.secrets.totp) throw fail('active_totp_exists');
      const pending = { totp_registration_id: id('member-totp'), secret: newSecret(), recovery_codes: recoveryCodes() };
      member.secrets.totp_pending = pending;
      saveMember(req.emu, member);
      const qr_code = await qrDataURL(req.project.project_name, member.email_address, pending.secret);
      return {
        ...memberAnswer(org, member),
        totp_registration_id: pending.totp_registration_id,
        secret: pending.secret,
        qr_code,
        recovery_codes: pending.recovery_codes,
      };
    },
  },
  {
    route: r.totpAuthenticate,
    vertical: 'B2B',
    product: 'totps',
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const b = req.body;
      const { org, member } = orgAndMember(req, b.organization_id, b.member_id);
      if (!mfaAllowed(org, 'totp')) throw fail('operation_restricted_by_organization_mfa_methods');
      const prior = priorFor(req, member, true);
      const s = member.secrets;
      const secret = s.totp?.secret ?? s.totp_pending?.secret;
      if (!secret) throw fail('totp_not_found');
      guarded(req, member.member_id, () => {
        if (!totpValid(secret, b.code, req.emu.now())) throw fail('unable_to_authenticate_totp');
      });
      if (!s.totp && s.totp_pending) {
        s.totp = { secret: s.totp_pending.secret, recovery_codes: s.totp_pending.recovery_codes };
        member.totp_registration_id = s.totp_pending.totp_registration_id;
        delete s.totp_pending;
      }
      if (b.set_mfa_enrollment === 'enroll') member.mfa_enrolled = true;
      if (b.set_mfa_enrollment === 'unenroll') member.mfa_enrolled = false;
      if (b.set_default_mfa || !member.default_mfa_method) member.default_mfa_method = 'totp';
      const f = factor(req, 'totp', 'authenticator_app', { authenticator_app_factor: { totp_id: member.totp_registration_id } });
      return finish(req, org, member, [f], { minutes: b.session_duration_minutes, prior });
    },
  },
  {
    route: r.recoveryCodesRecover,
    vertical: 'B2B',
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const b = req.body;
      const { org, member } = orgAndMember(req, b.organization_id, b.member_id);
      const prior = priorFor(req, member, true);
      const codes = member.secrets.totp?.recovery_codes ?? [];
      const i = guarded(req, member.member_id, () => {
        const i = codes.indexOf(b.recovery_code.trim().toLowerCase());
        if (i < 0) throw fail('unable_to_authenticate_recovery_code');
        return i;
      });
      codes.splice(i, 1);
      const f = factor(req, 'recovery_code', 'recovery_code');
      return finish(req, org, member, [f], {
        minutes: b.session_duration_minutes,
        prior,
        extra: { recovery_codes_remaining: codes.length },
      });
    },
  },
  {
    route: r.recoveryCodesGet,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { org, member } = sessionMember(req);
      if (!member.secrets.totp) throw fail('recovery_codes_not_found');
      return { ...memberAnswer(org, member), recovery_codes: member.secrets.totp.recovery_codes };
    },
  },
  {
    route: r.recoveryCodesRotate,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { org, member } = sessionMember(req);
      if (!member.secrets.totp) throw fail('recovery_codes_not_found');
      member.secrets.totp.recovery_codes = recoveryCodes();
      saveMember(req.emu, member);
      return { ...memberAnswer(org, member), recovery_codes: member.secrets.totp.recovery_codes };
    },
  },
];

export default feature({ endpoints });
