// totps.* : authenticator-app second factor and recovery codes.
import { consumer as r } from '../../wire/routes';
import { authenticate, call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

export function totpsModule(ctx: Ctx) {
  return {
    async create(o: { expiration_minutes: number }) {
      check('stytch.totps.create', o, ['expiration_minutes:number']);
      return call<{ totp_id: string; secret: string; qr_code: string; recovery_codes: string[] }>(ctx, r.totpCreate, o);
    },
    async authenticate(o: { totp_code: string; session_duration_minutes: number }) {
      check('stytch.totps.authenticate', o, ['totp_code', 'session_duration_minutes:number']);
      return authenticate(ctx, r.totpAuthenticate, o);
    },
    recoveryCodes() {
      return call(ctx, r.totpRecoveryCodes, {});
    },
    async recover(o: { recovery_code: string; session_duration_minutes: number }) {
      check('stytch.totps.recover', o, ['recovery_code', 'session_duration_minutes:number']);
      return authenticate(ctx, r.totpRecover, o);
    },
  };
}
