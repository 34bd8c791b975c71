// totp.* : the authenticator-app second factor. Both calls belong to an MFA step, so they send the
// stored intermediate token.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';
import type { Enroll } from './otps';

export interface TOTPCreateResponse {
  member_id: string;
  totp_registration_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
}

export function totpModule(ctx: Ctx) {
  return {
    create: op<typeof r.totpCreate, TOTPCreateResponse>(ctx, 'totp.create', r.totpCreate, { ist: true }),
    authenticate: op<typeof r.totpAuthenticate, B2BAuthResponse, Enroll>(ctx, 'totp.authenticate', r.totpAuthenticate, {
      auth: true,
      ist: true,
    }),
  };
}
