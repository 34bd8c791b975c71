// TOTP (RFC 6238) for the signed-in user: create (secret in base32, QR code data URL, recovery
// codes), authenticate, list recovery codes, recover with one (each code works once).
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { consumer as r } from '../../../wire/routes';
import { iso } from '../../context';
import { base32Encode, totpValid } from '../../codecs';
import { id } from '../../crypto-util';
import { fail } from '../../errors';
import { feature, type Endpoint } from '../../registry';
import { saveUser, userWire, type UserDoc } from '../../users';
import { authAnswer, factor, privilegedUser, sessionUser } from './common';
import { guarded } from '../../locks';

const recoveryCode = () => {
  const hex = randomBytes(6).toString('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
};

const verifiedTotp = (u: UserDoc) => u.totps.find((t) => t.verified);

const base = { vertical: 'CONSUMER', product: 'totps', auth: 'session' } as const;

const endpoints: Endpoint[] = [
  {
    ...base,
    route: r.totpCreate,
    async handle(req) {
      const u = privilegedUser(req);
      if (verifiedTotp(u)) throw fail('active_totp_exists');
      const minutes = req.body.expiration_minutes;
      if (minutes < 5 || minutes > 1440) throw fail('invalid_expiration', 'TOTP expiration must be 5 to 1440 minutes.');
      // Unverified registrations are replaced by the new one.
      for (const t of u.totps) delete u.secrets.totps?.[t.totp_id];
      const totp_id = id('totp');
      const secret = base32Encode(randomBytes(20));
      const recovery_codes = Array.from({ length: 10 }, recoveryCode);
      u.totps = [{ totp_id, verified: false }];
      u.secrets.totps = { ...u.secrets.totps, [totp_id]: { secret, recovery_codes, expires_at: iso(req.emu.now() + minutes * 60_000) } };
      saveUser(req.emu, u);
      const label = encodeURIComponent(`${req.project.project_name}:${u.emails[0]?.email ?? u.user_id}`);
      const qr_code = await QRCode.toDataURL(
        `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(req.project.project_name)}`,
      );
      return { user_id: u.user_id, totp_id, secret, qr_code, recovery_codes, __user: userWire(u) };
    },
  },
  {
    ...base,
    route: r.totpAuthenticate,
    handle(req) {
      const u = sessionUser(req);
      const t = verifiedTotp(u) ?? u.totps[0];
      const s = t && u.secrets.totps?.[t.totp_id];
      if (!t || !s || (!t.verified && s.expires_at && Date.parse(s.expires_at) < req.emu.now())) throw fail('totp_not_found');
      guarded(req, u.user_id, () => {
        if (!totpValid(s.secret, req.body.totp_code, req.emu.now())) throw fail('unable_to_authenticate_totp');
      });
      t.verified = true;
      const f = factor(req, 'totp', 'authenticator_app', { authenticator_app_factor: { totp_id: t.totp_id } });
      return authAnswer(req, u, f, req.body.session_duration_minutes, { totp_id: t.totp_id });
    },
  },
  {
    ...base,
    route: r.totpRecoveryCodes,
    handle(req) {
      const u = sessionUser(req);
      return {
        user_id: u.user_id,
        totps: u.totps
          .filter((t) => t.verified)
          .map((t) => ({ totp_id: t.totp_id, verified: true, recovery_codes: u.secrets.totps?.[t.totp_id]?.recovery_codes ?? [] })),
      };
    },
  },
  {
    ...base,
    route: r.totpRecover,
    handle(req) {
      const u = sessionUser(req);
      const t = verifiedTotp(u);
      const s = t && u.secrets.totps?.[t.totp_id];
      if (!t || !s) throw fail('unable_to_authenticate_recovery_code');
      const i = guarded(req, u.user_id, () => {
        const i = s.recovery_codes.indexOf(req.body.recovery_code);
        if (i < 0) throw fail('unable_to_authenticate_recovery_code');
        return i;
      });
      s.recovery_codes.splice(i, 1);
      const f = factor(req, 'recovery_codes', 'recovery_code', { recovery_code_factor: { totp_recovery_code_id: t.totp_id } });
      return authAnswer(req, u, f, req.body.session_duration_minutes, { totp_id: t.totp_id });
    },
  },
];

export default feature({ endpoints });
