// passwords.* : create, authenticate, the four resets and the strength check.
import * as r from '../../wire/consumer-routes';
import type { StrengthCheckResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

const FLAG = 'pkceRequiredForPasswordResets';

type Login = { email: string; password: string; session_duration_minutes: number };

export interface ResetByEmailStartOptions {
  email: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
}

export const passwordsModule = (ctx: Ctx) => ({
  create: op<Login>(ctx, 'passwords.create', r.passwordsCreate, ['email', 'password', SESSION], { auth: true }),
  authenticate: op<Login>(ctx, 'passwords.authenticate', r.passwordsAuthenticate, ['email', 'password', SESSION], { auth: true }),
  resetByEmailStart: op<ResetByEmailStartOptions>(
    ctx,
    'passwords.resetByEmailStart',
    r.passwordsResetByEmailStart,
    [
      'email',
      'login_redirect_url?',
      'reset_password_redirect_url?',
      'reset_password_expiration_minutes?:number',
      'reset_password_template_id?',
    ],
    { protect: true, pkce: [FLAG, 'code_challenge', 'challenge'] },
  ),
  resetByEmail: op<{ token: string; password: string; session_duration_minutes: number }>(
    ctx,
    'passwords.resetByEmail',
    r.passwordsResetByEmail,
    ['token', 'password', SESSION],
    { auth: true, pkce: [FLAG, 'code_verifier', 'verifier'] },
  ),
  resetByExistingPassword: op<{ email: string; existing_password: string; new_password: string; session_duration_minutes: number }>(
    ctx,
    'passwords.resetByExistingPassword',
    r.passwordsResetByExisting,
    ['email', 'existing_password', 'new_password', SESSION],
    { auth: true },
  ),
  resetBySession: op<{ password: string; session_duration_minutes: number }>(
    ctx,
    'passwords.resetBySession',
    r.passwordsResetBySession,
    ['password', SESSION],
    { auth: true, session: true },
  ),
  strengthCheck: op<{ email?: string; password: string }, StrengthCheckResponse>(ctx, 'passwords.strengthCheck', r.passwordsStrengthCheck, [
    'email?',
    'password',
  ]),
});
