// passwords.* : create, authenticate, the four resets and the strength check.
import { consumer as r } from '../../wire/routes';
import type { StrengthCheckResponse } from '../../wire/types';
import { authenticate, call, compact } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

const SESSION = 'session_duration_minutes:number';

export function passwordsModule(ctx: Ctx) {
  return {
    async create(o: { email: string; password: string; session_duration_minutes: number }) {
      check('stytch.passwords.create', o, ['email', 'password', SESSION]);
      return authenticate(ctx, r.passwordsCreate, o);
    },
    async authenticate(o: { email: string; password: string; session_duration_minutes: number }) {
      check('stytch.passwords.authenticate', o, ['email', 'password', SESSION]);
      return authenticate(ctx, r.passwordsAuthenticate, o);
    },
    async resetByEmailStart(o: {
      email: string;
      login_redirect_url?: string;
      reset_password_redirect_url?: string;
      reset_password_expiration_minutes?: number;
      reset_password_template_id?: string;
      locale?: string;
    }) {
      check('stytch.passwords.resetByEmailStart', o, ['email', 'login_redirect_url?', 'reset_password_redirect_url?', 'reset_password_expiration_minutes?:number', 'reset_password_template_id?', 'locale?']);
      const pkce = (await ctx.bootstrap.getAsync()).pkceRequiredForPasswordResets ? await ctx.pkce.start() : null;
      return call(ctx, r.passwordsResetByEmailStart, compact({ ...o, code_challenge: pkce?.code_challenge }), {}, true);
    },
    async resetByEmail(o: { token: string; password: string; session_duration_minutes: number }) {
      check('stytch.passwords.resetByEmail', o, ['token', 'password', SESSION]);
      const required = (await ctx.bootstrap.getAsync()).pkceRequiredForPasswordResets;
      return authenticate(ctx, r.passwordsResetByEmail, compact({ ...o, code_verifier: ctx.verifier(required) }));
    },
    async resetByExistingPassword(o: { email: string; existing_password: string; new_password: string; session_duration_minutes: number }) {
      check('stytch.passwords.resetByExistingPassword', o, ['email', 'existing_password', 'new_password', SESSION]);
      return authenticate(ctx, r.passwordsResetByExisting, o);
    },
    async resetBySession(o: { password: string; session_duration_minutes: number }) {
      check('stytch.passwords.resetBySession', o, ['password', SESSION]);
      ctx.requireSession();
      return authenticate(ctx, r.passwordsResetBySession, o);
    },
    async strengthCheck(o: { email?: string; password: string }) {
      check('stytch.passwords.strengthCheck', o, ['email?', 'password']);
      return call<StrengthCheckResponse>(ctx, r.passwordsStrengthCheck, compact(o));
    },
  };
}
