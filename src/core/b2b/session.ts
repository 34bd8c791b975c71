// session.* : the member session (the shared getters, authenticate, revoke, updateSession) plus exchange,
// the access-token exchange and revoking another member's sessions.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse, MemberSession } from '../../wire/types';
import type { Ctx } from '../client';
import { sessionApi } from '../session-api';
import { op, SESSION } from '../op';

export const sessionModule = (ctx: Ctx) => ({
  ...sessionApi<MemberSession, B2BAuthResponse>(ctx, r.sessionsAuthenticate, r.sessionsRevoke),
  /** Trades the current member session for one in another organization the member belongs to. */
  exchange: op<{ organization_id: string; session_duration_minutes: number; locale?: string }, B2BAuthResponse>(
    ctx,
    'session.exchange',
    r.sessionsExchange,
    ['organization_id', SESSION, 'locale?'],
    { auth: true, session: true },
  ),
  /** Trades an access token (from a connected app) for a member session. */
  exchangeAccessToken: op<{ access_token: string; session_duration_minutes: number }, B2BAuthResponse>(
    ctx,
    'session.exchangeAccessToken',
    r.sessionsExchangeAccessToken,
    ['access_token', SESSION],
    { auth: true },
  ),
  /** Revokes every session of another member of the organization (the member id is in the path). */
  revokeForMember: op<{ member_id: string }>(ctx, 'session.revokeForMember', r.sessionsRevokeForMember, ['member_id'], {
    pathOnly: ['member_id'],
  }),
});
