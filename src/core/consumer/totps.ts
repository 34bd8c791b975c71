// totps.* : authenticator-app second factor and recovery codes.
import * as r from '../../wire/consumer-routes';
import { call } from '../api';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';
import { storeChangedUser } from './session';

type Created = { totp_id: string; secret: string; qr_code: string; recovery_codes: string[] };

export const totpsModule = (ctx: Ctx) => {
  const start = op<{ expiration_minutes: number }, Created & { __user?: object }>(ctx, 'totps.create', r.totpCreate, [
    'expiration_minutes:number',
  ]);
  return {
    /** The answer's `__user` (the user with the new, unverified TOTP) is stored, as the official client does, and not handed back. */
    create: async (o: { expiration_minutes: number }): Promise<Created> => storeChangedUser(ctx, await start(o)),
    authenticate: op<{ totp_code: string; session_duration_minutes: number }>(
      ctx,
      'totps.authenticate',
      r.totpAuthenticate,
      ['totp_code', SESSION],
      { auth: true },
    ),
    recoveryCodes: () => call(ctx, r.totpRecoveryCodes, {}),
    recover: op<{ recovery_code: string; session_duration_minutes: number }>(
      ctx,
      'totps.recover',
      r.totpRecover,
      ['recovery_code', SESSION],
      { auth: true },
    ),
  };
};
