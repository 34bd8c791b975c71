// session.* and user.* for the consumer client.
import { consumer as r } from '../../wire/routes';
import type { Session, User } from '../../wire/types';
import { call, onSlice } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { isUnrecoverable, SDKAPIUnreachableError } from '../errors';

export function sessionModule(ctx: Ctx) {
  return {
    getSync: (): Session | null => ctx.store.get().session as Session | null,
    getInfo: () => ({ session: ctx.store.get().session as Session | null, fromCache: true }),
    getTokens: () => ctx.store.tokens(),
    onChange: (cb: (s: Session | null) => void) => onSlice(ctx, (s) => s.session as Session | null, cb),
    async authenticate(options: { session_duration_minutes?: number } = {}) {
      check('stytch.session.authenticate', options, ['session_duration_minutes?:number']);
      try {
        // Not authenticate(): a refresh must not spend the PKCE pair of a flow still in progress.
        return ctx.authed(await call(ctx, r.sessionsAuthenticate, options));
      } catch (e) {
        if (isUnrecoverable(e)) ctx.store.clear();
        throw e;
      }
    },
    async revoke(options: { forceClear?: boolean } = {}) {
      check('stytch.session.revoke', options, ['forceClear?:boolean']);
      try {
        const data = await call(ctx, r.sessionsRevoke, {});
        ctx.store.clear();
        return data;
      } catch (e) {
        // Keep the session when the server could not be reached, unless told to clear anyway.
        if (options.forceClear || !(e instanceof SDKAPIUnreachableError)) ctx.store.clear();
        throw e;
      }
    },
    /** Adopts tokens obtained elsewhere (e.g. a server-side login), then checks them. */
    updateSession(tokens: { session_token: string; session_jwt: string }) {
      check('stytch.session.updateSession', tokens, ['session_token', 'session_jwt?']);
      ctx.store.present(ctx.store.get(), { session_token: tokens.session_token, session_jwt: tokens.session_jwt || '' });
    },
  };
}

const DELETES = {
  deleteEmail: r.deleteEmail,
  deletePhoneNumber: r.deletePhoneNumber,
  deleteTOTP: r.deleteTOTP,
  deleteCryptoWallet: r.deleteCryptoWallet,
  deleteOAuthRegistration: r.deleteOAuth,
  deleteWebauthnRegistration: r.deleteWebauthn,
  deleteBiometricRegistration: r.deleteBiometric,
} as const;

export function userModule(ctx: Ctx) {
  const store = (data: any) => {
    if (data?.user) ctx.store.update({ user: data.user });
    return data;
  };
  const deletes = Object.fromEntries(
    Object.entries(DELETES).map(([name, route]) => [
      name,
      async (id: string) => {
        check(`stytch.user.${name}`, { id }, ['id']);
        ctx.requireSession();
        return call(ctx, route, undefined, { id }).then(store);
      },
    ]),
  ) as Record<keyof typeof DELETES, (id: string) => Promise<{ user: User }>>;
  return {
    ...deletes,
    getSync: (): User | null => ctx.store.get().user as User | null,
    getInfo: () => ({ user: ctx.store.get().user as User | null, fromCache: true }),
    onChange: (cb: (u: User | null) => void) => onSlice(ctx, (s) => s.user as User | null, cb),
    async get(): Promise<User> {
      const data = await call(ctx, r.usersMe);
      // GET /users/me answers with the user's fields at the top level.
      const { status_code: _s, request_id: _r, ...user } = data;
      ctx.store.update({ user });
      return user as User;
    },
    async update(body: { untrusted_metadata?: Record<string, unknown>; name?: Record<string, string> }) {
      check('stytch.user.update', body, ['untrusted_metadata?:object', 'name?:object']);
      ctx.requireSession();
      return call(ctx, r.usersUpdate, body).then(store);
    },
  };
}
