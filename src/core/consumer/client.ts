// StytchHeadlessClient: the consumer (single-user) headless client, namespaces as in the official SDK.
// The all-async sign-in namespaces (api.ts) load on their first call: here they are stubs (api-later.ts).
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import { call } from '../api';
import { check } from '../args';
import { BaseClient, ClientOptions } from '../client';
import { idpModule } from '../idp';
import { idpAuthorize, idpAuthorizeStart, idpLogoutStart } from '../../wire/shared-routes';
import { op } from '../op';
import { namespaces } from './api-later';
import { sessionModule, userModule } from './session';

/** The sign-in namespaces, as api-later.ts builds them (stubs, or the real ones in the single files). */
type Api = ReturnType<typeof namespaces>;
export class StytchHeadlessClient extends BaseClient {
  readonly session;
  readonly user;
  declare readonly magicLinks: Api['magicLinks'];
  declare readonly otps: Api['otps'];
  declare readonly oauth: Api['oauth'];
  declare readonly cryptoWallets: Api['cryptoWallets'];
  declare readonly totps: Api['totps'];
  declare readonly webauthn: Api['webauthn'];
  declare readonly passwords: Api['passwords'];
  readonly idp;
  readonly impersonation;
  /** Looks up what kind of account an email has: new, password or passwordless. */
  readonly searchManager;

  constructor(publicToken: string, options: ClientOptions = {}) {
    super(publicToken, options, 'consumer');
    const ctx = this.ctx;
    this.session = sessionModule(ctx);
    this.user = userModule(ctx);
    // The sign-in namespaces (declared above), as one object's members.
    Object.assign(this, namespaces(ctx));
    this.idp = idpModule(ctx, { idpAuthorizeStart, idpAuthorize, idpLogoutStart });
    this.impersonation = {
      authenticate: op<typeof r.impersonationAuthenticate, C.ImpersonationAuthenticateResponse>(
        ctx,
        'impersonation.authenticate',
        r.impersonationAuthenticate,
        { auth: true },
      ),
    };
    this.searchManager = {
      async searchUser(email: string): Promise<{ userType: 'new' | 'password' | 'passwordless' }> {
        check('stytch.searchManager.searchUser', { email }, r.usersSearch[2]);
        const data = await call<{ user_type: 'new' | 'password' | 'passwordless' }>(ctx, r.usersSearch, { email });
        return { userType: data.user_type };
      },
    };
  }

  protected storeAuth(data: Record<string, any>) {
    if (data.session_token && data.session) {
      this.ctx.store.present(
        { session: data.session, user: data.user ?? null },
        { session_token: data.session_token, session_jwt: data.session_jwt },
      );
    } else if (data.intermediate_session_token) {
      this.ctx.store.setIntermediate(data.intermediate_session_token);
    } else if (data.user) {
      this.ctx.store.update({ user: data.user });
    }
  }
}
