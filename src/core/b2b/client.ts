// StytchB2BHeadlessClient: the organization (B2B) headless client, namespaces as in the official SDK.
import { b2b as r } from '../../wire/routes';
import type { Member, MemberSession, Organization } from '../../wire/types';
import { authenticate, call, onSlice } from '../api';
import { check } from '../args';
import { BaseClient, ClientOptions } from '../client';
import { isUnrecoverable, SDKAPIUnreachableError } from '../errors';
import { idpModule } from '../idp';

export class StytchB2BHeadlessClient extends BaseClient {
  readonly session;
  readonly idp;

  constructor(publicToken: string, options: ClientOptions = {}) {
    super(publicToken, options, 'b2b');
    const ctx = this.ctx;
    this.idp = idpModule(ctx);
    this.session = {
      getSync: (): MemberSession | null => ctx.store.get().session as MemberSession | null,
      getInfo: () => ({ session: ctx.store.get().session as MemberSession | null, fromCache: true }),
      getTokens: () => ctx.store.tokens(),
      onChange: (cb: (s: MemberSession | null) => void) => onSlice(ctx, (s) => s.session as MemberSession | null, cb),
      async authenticate(options: { session_duration_minutes?: number } = {}) {
        check('stytch.session.authenticate', options, ['session_duration_minutes?:number']);
        try {
          return await authenticate(ctx, r.sessionsAuthenticate, options);
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
          if (options.forceClear || !(e instanceof SDKAPIUnreachableError)) ctx.store.clear();
          throw e;
        }
      },
    };
  }

  get bootstrap() {
    return this.ctx.bootstrap;
  }

  get telemetry() {
    return this.ctx.telemetry;
  }

  protected storeAuth(data: Record<string, any>) {
    if (data.session_token && data.member_session) {
      this.ctx.store.present(
        { session: data.member_session as MemberSession, user: (data.member as Member) ?? null, organization: (data.organization as Organization) ?? null },
        { session_token: data.session_token, session_jwt: data.session_jwt },
      );
    } else if (data.intermediate_session_token) {
      this.ctx.store.setIntermediate(data.intermediate_session_token);
    }
  }

  protected refreshSession() {
    return this.session.authenticate();
  }
}
