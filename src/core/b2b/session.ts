// session.* : the member session (getters, subscription, authenticate, exchange, revoke).
import { b2b as r } from '../../wire/routes';
import type { B2BAuthResponse, MemberSession } from '../../wire/types';
import { call, onSlice } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { isUnrecoverable, SDKAPIUnreachableError } from '../errors';
import { op, SESSION } from './op';

export function sessionModule(ctx: Ctx) {
  const pick = () => ctx.store.get().session as MemberSession | null;
  return {
    getSync: pick,
    getInfo: () => ({ session: pick(), fromCache: true }),
    getTokens: () => ctx.store.tokens(),
    onChange: (cb: (s: MemberSession | null) => void) => onSlice(ctx, (s) => s.session as MemberSession | null, cb),
    async authenticate(options: { session_duration_minutes?: number } = {}): Promise<B2BAuthResponse> {
      check('stytch.session.authenticate', options, ['session_duration_minutes?:number']);
      try {
        // Not authenticate(): a refresh must not spend the PKCE pair of a flow still in progress.
        return ctx.authed(await call<B2BAuthResponse>(ctx, r.sessionsAuthenticate, options));
      } catch (e) {
        if (isUnrecoverable(e)) ctx.store.clear();
        throw e;
      }
    },
    /** Trades the current member session for one in another organization the member belongs to. */
    exchange: op<{ organization_id: string; session_duration_minutes: number; locale?: string }, B2BAuthResponse>(ctx, 'session.exchange', r.sessionsExchange,
      ['organization_id', SESSION, 'locale?'],
      { auth: true, session: true }),
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
  };
}
