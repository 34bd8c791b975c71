// totps.* : authenticator-app second factor and recovery codes.
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import { call } from '../api';
import type { Ctx } from '../client';
import { op } from '../op';
import { storeChangedUser } from './session';

type Created = { totp_id: string; secret: string; qr_code: string; recovery_codes: string[] };

export const totpsModule = (ctx: Ctx) => {
  const start = op<typeof r.totpCreate, Created & { __user?: object }>(ctx, 'totps.create', r.totpCreate);
  return {
    /** The answer's `__user` (the user with the new, unverified TOTP) is stored, as the official client does, and not handed back. */
    create: async (o: { expiration_minutes: number }): Promise<Created> => storeChangedUser(ctx, await start(o)),
    authenticate: op<typeof r.totpAuthenticate, C.TOTPAuthenticateResponse>(ctx, 'totps.authenticate', r.totpAuthenticate, { auth: true }),
    /** No body, as the official client sends it. */
    recoveryCodes: async () => call<C.TOTPRecoveryCodesResponse>(ctx, r.totpRecoveryCodes),
    recover: op<typeof r.totpRecover, C.TOTPRecoverResponse>(ctx, 'totps.recover', r.totpRecover, { auth: true }),
  };
};
