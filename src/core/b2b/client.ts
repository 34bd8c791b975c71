// StytchB2BHeadlessClient: the organization (B2B) headless client, namespaces as in the official SDK.
// Each namespace is a small module over the shared Ctx; this file only assembles them and says
// which answer fields make a member session. The all-async sign-in namespaces (api.ts) load on
// their first call: here they are stubs (api-loader.ts); session, idp, self, organization and scim
// (members.ts) have their synchronous members here and load their requests with the request engine
// (members-loader.ts).
import { BaseClient, ClientOptions } from '../client';
import { namespaces } from './api-loader';
import { members } from './members-loader';
import { authUrl } from '../auth-url';
import { rbacModule } from '../rbac';

/** The sign-in namespaces, as api-loader.ts builds them (stubs, or the real ones in the single files). */
type Api = ReturnType<typeof namespaces>;
/** session, idp, self, organization and scim, as members-loader.ts builds them. */
type Members = ReturnType<typeof members>;
/** The token types a redirect brings back to a B2B page, each to its authenticate method. */
const handled = (c: StytchB2BHeadlessClient) =>
  authUrl({
    discovery: (token) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: token }),
    discovery_oauth: (token) => c.oauth.discovery.authenticate({ discovery_oauth_token: token }),
    oauth: (token, o) => c.oauth.authenticate({ oauth_token: token, ...o }),
    sso: (token, o) => c.sso.authenticate({ sso_token: token, ...o }),
    multi_tenant_magic_links: (token, o) => c.magicLinks.authenticate({ magic_links_token: token, ...o }),
    multi_tenant_impersonation: (token) => c.impersonation.authenticate({ impersonation_token: token }),
  });
type Handled = ReturnType<typeof handled>;

export class StytchB2BHeadlessClient extends BaseClient {
  declare readonly session: Members['session'];
  /** The signed-in member (the store's `user` slot). */
  declare readonly self: Members['self'];
  /** The official SDK's older name for `self`; the same object. */
  readonly member: Members['self'];
  declare readonly organization: Members['organization'];
  declare readonly magicLinks: Api['magicLinks'];
  declare readonly otps: Api['otps'];
  declare readonly passwords: Api['passwords'];
  declare readonly oauth: Api['oauth'];
  declare readonly sso: Api['sso'];
  declare readonly discovery: Api['discovery'];
  declare readonly totp: Api['totp'];
  declare readonly recoveryCodes: Api['recoveryCodes'];
  declare readonly impersonation: Api['impersonation'];
  declare readonly searchManager: Api['searchManager'];
  declare readonly idp: Members['idp'];
  declare readonly scim: Members['scim'];
  readonly rbac;
  /** The token a redirect back to this page carries, if any, and whether this client authenticates it. */
  declare readonly parseAuthenticateUrl: Handled['parseAuthenticateUrl'];
  /** Authenticates the token a redirect back to this page carries (magic links, OAuth, SSO, discovery, impersonation). */
  declare readonly authenticateByUrl: Handled['authenticateByUrl'];

  constructor(publicToken: string, options: ClientOptions = {}) {
    super(publicToken, options, 'b2b');
    const ctx = this.ctx;
    const m = members(ctx);
    // The namespaces declared above, as two objects' members.
    Object.assign(this, m, namespaces(ctx));
    this.member = m.self;
    this.rbac = rbacModule(ctx, () => ctx.store.get().session?.roles);
    Object.assign(this, handled(this));
  }
}
