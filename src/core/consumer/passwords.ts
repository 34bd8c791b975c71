// passwords.* : create, authenticate, the four resets and the strength check.
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import type { StrengthCheckResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';

const FLAG = 'pkceRequiredForPasswordResets';

export const passwordsModule = (ctx: Ctx) => ({
  create: op<typeof r.passwordsCreate, C.PasswordCreateResponse>(ctx, 'passwords.create', r.passwordsCreate, { auth: true }),
  authenticate: op<typeof r.passwordsAuthenticate, C.PasswordAuthenticateResponse>(ctx, 'passwords.authenticate', r.passwordsAuthenticate, {
    auth: true,
  }),
  resetByEmailStart: op<typeof r.passwordsResetByEmailStart, C.PasswordResetByEmailStartResponse>(
    ctx,
    'passwords.resetByEmailStart',
    r.passwordsResetByEmailStart,
    { protect: true, pkce: [FLAG, 'code_challenge', 'challenge'] },
  ),
  resetByEmail: op<typeof r.passwordsResetByEmail, C.PasswordResetByEmailResponse>(ctx, 'passwords.resetByEmail', r.passwordsResetByEmail, {
    auth: true,
    pkce: [FLAG, 'code_verifier', 'verifier'],
  }),
  resetByExistingPassword: op<typeof r.passwordsResetByExisting, C.PasswordResetByExistingPasswordResponse>(
    ctx,
    'passwords.resetByExistingPassword',
    r.passwordsResetByExisting,
    { auth: true },
  ),
  resetBySession: op<typeof r.passwordsResetBySession, C.PasswordResetBySessionResponse>(
    ctx,
    'passwords.resetBySession',
    r.passwordsResetBySession,
    { auth: true, session: true },
  ),
  strengthCheck: op<typeof r.passwordsStrengthCheck, StrengthCheckResponse>(ctx, 'passwords.strengthCheck', r.passwordsStrengthCheck),
});
