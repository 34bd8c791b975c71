// session.* : the member session (the shared getters, authenticate, revoke, updateSession) plus exchange,
// the access-token exchange and revoking another member's sessions.
import * as r from '../../wire/b2b-routes';
import type { B2BSessionRevokeForMemberResponse } from '../../wire/b2b-public-types';
import type { B2BAuthResponse, MemberSession } from '../../wire/types';
import type { Ctx } from '../client';
import { sessionApi } from '../session-api';
import { op } from '../op';

export const sessionModule = (ctx: Ctx) => ({
  ...sessionApi<MemberSession, B2BAuthResponse>(ctx, r.sessionsAuthenticate, r.sessionsRevoke),
  /** Trades the current member session for one in another organization the member belongs to. */
  exchange: op<typeof r.sessionsExchange, B2BAuthResponse>(ctx, 'session.exchange', r.sessionsExchange, { auth: true, session: true }),
  /** Trades an access token (from a connected app) for a member session. */
  exchangeAccessToken: op<typeof r.sessionsExchangeAccessToken, B2BAuthResponse>(
    ctx,
    'session.exchangeAccessToken',
    r.sessionsExchangeAccessToken,
    { auth: true },
  ),
  /** Trades a JWT of the project's token profile for a member session. */
  attest: op<typeof r.sessionsAttest, B2BAuthResponse>(ctx, 'session.attest', r.sessionsAttest, { auth: true }),
  /** Revokes every session of another member of the organization (the member id is in the path). */
  revokeForMember: op<typeof r.sessionsRevokeForMember, B2BSessionRevokeForMemberResponse>(
    ctx,
    'session.revokeForMember',
    r.sessionsRevokeForMember,
    { pathOnly: ['member_id'] },
  ),
});
