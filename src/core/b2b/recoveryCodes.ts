// recoveryCodes.* : recover (an MFA step: sends the stored intermediate token), get and rotate
// (need a member session).
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse } from '../../wire/types';
import { call } from '../api';
import type { Ctx } from '../client';
import { op } from '../op';

export function recoveryCodesModule(ctx: Ctx) {
  const withSession = (route: typeof r.recoveryCodesGet | typeof r.recoveryCodesRotate) => async () => {
    ctx.requireSession();
    return call<{ recovery_codes: string[] }>(ctx, route, route[0] === 'GET' ? undefined : {});
  };
  return {
    recover: op<typeof r.recoveryCodesRecover, B2BAuthResponse & { recovery_codes_remaining: number }>(
      ctx,
      'recoveryCodes.recover',
      r.recoveryCodesRecover,
      { auth: true, ist: true },
    ),
    get: withSession(r.recoveryCodesGet),
    rotate: withSession(r.recoveryCodesRotate),
  };
}
