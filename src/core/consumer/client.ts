// StytchHeadlessClient: the consumer (single-user) headless client, namespaces as in the official SDK.
// The all-async sign-in namespaces (api.ts) load on their first call: here they are stubs (api-loader.ts);
// the other namespaces (members.ts) have their synchronous members here and load their requests
// with the request engine (members-loader.ts).
import { BaseClient, ClientOptions } from '../client';
import { namespaces } from './api-loader';
import { members } from './members-loader';

/** The sign-in namespaces, as api-loader.ts builds them (stubs, or the real ones in the single files). */
type Api = ReturnType<typeof namespaces>;
/** The other namespaces, as members-loader.ts builds them. */
type Members = ReturnType<typeof members>;
export class StytchHeadlessClient extends BaseClient {
  declare readonly session: Members['session'];
  declare readonly user: Members['user'];
  declare readonly magicLinks: Api['magicLinks'];
  declare readonly otps: Api['otps'];
  declare readonly oauth: Api['oauth'];
  declare readonly cryptoWallets: Api['cryptoWallets'];
  declare readonly totps: Api['totps'];
  declare readonly webauthn: Api['webauthn'];
  declare readonly passwords: Api['passwords'];
  declare readonly idp: Members['idp'];
  declare readonly impersonation: Members['impersonation'];
  /** Looks up what kind of account an email has: new, password or passwordless. */
  declare readonly searchManager: Members['searchManager'];

  constructor(publicToken: string, options: ClientOptions = {}) {
    super(publicToken, options, 'consumer');
    // The namespaces (declared above), as two objects' members.
    Object.assign(this, members(this.ctx), namespaces(this.ctx));
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
