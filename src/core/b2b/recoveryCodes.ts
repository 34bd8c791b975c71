// recoveryCodes.* : recover (an MFA step: sends the stored intermediate token), get and rotate
// (need a member session).
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse } from '../../wire/types';
import { call } from '../api';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export function recoveryCodesModule(ctx: Ctx) {
  const withSession = (route: typeof r.recoveryCodesGet | typeof r.recoveryCodesRotate) => async () => {
    ctx.requireSession();
    return call<{ recovery_codes: string[] }>(ctx, route, route[0] === 'GET' ? undefined : {});
  };
  return {
    recover: op<
      { organization_id: string; member_id: string; recovery_code: string; session_duration_minutes: number },
      B2BAuthResponse & { recovery_codes_remaining: number }
    >(ctx, 'recoveryCodes.recover', r.recoveryCodesRecover, ['organization_id', 'member_id', 'recovery_code', SESSION], {
      auth: true,
      ist: true,
    }),
    get: withSession(r.recoveryCodesGet),
    rotate: withSession(r.recoveryCodesRotate),
  };
}
