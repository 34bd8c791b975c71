// StytchHeadlessClient: the consumer (single-user) headless client, namespaces as in the official SDK.
// The all-async sign-in namespaces (api.ts) load on their first call: here they are stubs (api-loader.ts);
// the other namespaces (members.ts) have their synchronous members here and load their requests
// with the request engine (members-loader.ts).
import { BaseClient, ClientOptions } from '../client';
import { namespaces } from './api-loader';
import { authUrl } from '../auth-url';
import { rbacModule } from '../rbac';
import { members } from './members-loader';

/** The sign-in namespaces, as api-loader.ts builds them (stubs, or the real ones in the single files). */
type Api = ReturnType<typeof namespaces>;
/** The other namespaces, as members-loader.ts builds them. */
type Members = ReturnType<typeof members>;
/** The token types a redirect brings back to a consumer page, each to its authenticate method. */
const handled = (c: StytchHeadlessClient) =>
  authUrl({
    magic_links: (token, o) => c.magicLinks.authenticate(token, o),
    oauth: (token, o) => c.oauth.authenticate(token, o),
    impersonation: (token) => c.impersonation.authenticate({ impersonation_token: token }),
  });
type Handled = ReturnType<typeof handled>;

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
  /** What the signed-in user may do: the project's RBAC policy over the user's roles (no request). */
  readonly rbac;
  /** The token a redirect back to this page carries, if any, and whether this client authenticates it. */
  declare readonly parseAuthenticateUrl: Handled['parseAuthenticateUrl'];
  /** Authenticates the token a redirect back to this page carries (magic link, OAuth, impersonation). */
  declare readonly authenticateByUrl: Handled['authenticateByUrl'];

  constructor(publicToken: string, options: ClientOptions = {}) {
    super(publicToken, options, 'consumer');
    // The namespaces (declared above), as two objects' members.
    Object.assign(this, members(this.ctx), namespaces(this.ctx));
    this.rbac = rbacModule(this.ctx, () => (this.ctx.store.get().user as { roles?: unknown } | null)?.roles);
    Object.assign(this, handled(this));
  }
}
