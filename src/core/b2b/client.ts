// StytchB2BHeadlessClient: the organization (B2B) headless client, namespaces as in the official SDK.
// Each namespace is a small module over the shared Ctx; this file only assembles them and says
// which answer fields make a member session.
import type { Member, MemberSession, Organization } from '../../wire/types';
import { BaseClient, ClientOptions } from '../client';
import { idpModule } from '../idp';
import { idpAuthorize, idpAuthorizeStart, idpLogoutStart } from '../../wire/b2b-routes';
import { discoveryModule } from './discovery';
import { impersonationModule } from './impersonation';
import { magicLinksModule } from './magicLinks';
import { oauthModule } from './oauth';
import { organizationModule, selfModule } from './organization';
import { otpsModule } from './otps';
import { passwordsModule } from './passwords';
import { rbacModule } from './rbac';
import { recoveryCodesModule } from './recoveryCodes';
import { scimModule } from './scim';
import { searchManagerModule } from './searchManager';
import { sessionModule } from './session';
import { ssoModule } from './sso';
import { totpModule } from './totp';

export class StytchB2BHeadlessClient extends BaseClient {
  readonly session;
  /** The signed-in member (the store's `user` slot). */
  readonly self;
  /** The official SDK's older name for `self`; the same object. */
  readonly member;
  readonly organization;
  readonly magicLinks;
  readonly otps;
  readonly passwords;
  readonly oauth;
  readonly sso;
  readonly discovery;
  readonly totp;
  readonly recoveryCodes;
  readonly impersonation;
  readonly searchManager;
  readonly idp;
  readonly scim;
  readonly rbac;

  constructor(publicToken: string, options: ClientOptions = {}) {
    super(publicToken, options, 'b2b');
    const ctx = this.ctx;
    this.session = sessionModule(ctx);
    this.self = this.member = selfModule(ctx);
    this.organization = organizationModule(ctx);
    this.magicLinks = magicLinksModule(ctx);
    this.otps = otpsModule(ctx);
    this.passwords = passwordsModule(ctx);
    this.oauth = oauthModule(ctx);
    this.sso = ssoModule(ctx);
    this.discovery = discoveryModule(ctx);
    this.totp = totpModule(ctx);
    this.recoveryCodes = recoveryCodesModule(ctx);
    this.impersonation = impersonationModule(ctx);
    this.searchManager = searchManagerModule(ctx);
    this.idp = idpModule(ctx, { idpAuthorizeStart, idpAuthorize, idpLogoutStart });
    this.scim = scimModule(ctx);
    this.rbac = rbacModule(ctx);
  }

  /** A member session with its token is stored whole; otherwise the intermediate token (10 min cookie). */
  protected storeAuth(data: Record<string, any>) {
    if (data.session_token && data.member_session) {
      this.ctx.store.present(
        {
          session: data.member_session as MemberSession,
          user: (data.member as Member) ?? null,
          organization: (data.organization as Organization) ?? null,
        },
        { session_token: data.session_token, session_jwt: data.session_jwt },
      );
    } else if (data.intermediate_session_token) {
      this.ctx.store.setIntermediate(data.intermediate_session_token);
    }
  }
}
