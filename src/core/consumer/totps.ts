// totps.* : authenticator-app second factor and recovery codes.
import * as r from '../../wire/consumer-routes';
import { call } from '../api';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export const totpsModule = (ctx: Ctx) => ({
  create: op<{ expiration_minutes: number }, { totp_id: string; secret: string; qr_code: string; recovery_codes: string[] }>(ctx, 'totps.create', r.totpCreate,
    ['expiration_minutes:number']),
  authenticate: op<{ totp_code: string; session_duration_minutes: number }>(ctx, 'totps.authenticate', r.totpAuthenticate, ['totp_code', SESSION], { auth: true }),
  recoveryCodes: () => call(ctx, r.totpRecoveryCodes, {}),
  recover: op<{ recovery_code: string; session_duration_minutes: number }>(ctx, 'totps.recover', r.totpRecover, ['recovery_code', SESSION], { auth: true }),
});
