// The consumer client's namespaces other than the sign-in ones: session, user, idp (each with
// synchronous members too), impersonation and searchManager. The single files hold them (build.mjs,
// `inBundle`); the other builds make the synchronous members at once and load the requests later
// (members-loader.ts: stubs): the headless bundle with its request engine (build.mjs coreChunks), the
// widget bundle with its sign-in namespaces (apiChunks: its first screen makes none of these requests).
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import type { Session } from '../../wire/types';
import { idpAuthorize, idpAuthorizeStart, idpConsentStart, idpConsentSubmit, idpLogoutStart } from '../../wire/shared-routes';
import { call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { idpModule } from '../idp';
import { op } from '../op';
import { sessionApi } from '../session-api';
import { userModule } from './session';

/** The background refresh's attempt (refresh.ts loads it from this module's file: its refresh is session.authenticate, here). */
export { tick } from '../refresh-tick';

export const members = (ctx: Ctx) => ({
  session: {
    ...sessionApi<Session, C.SessionAuthenticateResponse>(ctx, r.sessionsAuthenticate, r.sessionsRevoke),
    /** Trades a connected app's access token for a session. */
    exchangeAccessToken: op<typeof r.sessionsExchangeAccessToken, C.SessionAccessTokenExchangeResponse>(
      ctx,
      'session.exchangeAccessToken',
      r.sessionsExchangeAccessToken,
      { auth: true },
    ),
    /** Trades a JWT of the project's token profile for a session. */
    attest: op<typeof r.sessionsAttest, C.SessionAttestResponse>(ctx, 'session.attest', r.sessionsAttest, { auth: true }),
  },
  user: userModule(ctx),
  idp: idpModule<C.OAuthAuthorizeStartResponse, C.OAuthAuthorizeSubmitResponse>(ctx, {
    idpAuthorizeStart,
    idpAuthorize,
    idpLogoutStart,
    idpConsentStart,
    idpConsentSubmit,
  }),
  impersonation: {
    authenticate: op<typeof r.impersonationAuthenticate, C.ImpersonationAuthenticateResponse>(
      ctx,
      'impersonation.authenticate',
      r.impersonationAuthenticate,
      { auth: true },
    ),
  },
  /** Looks up what kind of account an email has: new, password or passwordless. */
  searchManager: {
    async searchUser(email: string): Promise<{ userType: 'new' | 'password' | 'passwordless' }> {
      check('stytch.searchManager.searchUser', { email }, r.usersSearch[2]);
      const data = await call<{ user_type: 'new' | 'password' | 'passwordless' }>(ctx, r.usersSearch, { email });
      return { userType: data.user_type };
    },
  },
});
