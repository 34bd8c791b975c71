// totp.* : the authenticator-app second factor. Both calls belong to an MFA step, so they send the
// stored intermediate token.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export interface TOTPCreateResponse {
  member_id: string;
  totp_registration_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
}

export function totpModule(ctx: Ctx) {
  return {
    create: op<{ organization_id: string; member_id: string; expiration_minutes?: number }, TOTPCreateResponse>(
      ctx,
      'totp.create',
      r.totpCreate,
      ['organization_id', 'member_id', 'expiration_minutes?:number'],
      { ist: true },
    ),
    authenticate: op<
      {
        organization_id: string;
        member_id: string;
        code: string;
        session_duration_minutes: number;
        set_mfa_enrollment?: 'enroll' | 'unenroll';
        set_default_mfa?: boolean;
      },
      B2BAuthResponse
    >(
      ctx,
      'totp.authenticate',
      r.totpAuthenticate,
      ['organization_id', 'member_id', 'code', SESSION, 'set_mfa_enrollment?', 'set_default_mfa?:boolean'],
      { auth: true, ist: true },
    ),
  };
}
