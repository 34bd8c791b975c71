// The B2B client's namespaces with synchronous members and requests: session, idp, self and
// organization, and scim (requests only; self's, organization's and scim's administration calls load
// their op tables later still, admin.ts). The single files hold them (build.mjs, `inBundle`); the
// other builds build the synchronous members at once and load the requests (members-loader.ts: stubs)
// with the request engine (headless, build.mjs coreChunks), as a file of their own (B2B widget,
// membersChunks) or an import() chunk (ESM), so the request code (op(), call()) is not up front there.
import * as r from '../../wire/b2b-routes';
import type * as B from '../../wire/b2b-public-types';
import type { Ctx } from '../client';
import { idpModule } from '../idp';
import { adminMethods } from './admin-loader';
import { organizationModule, selfModule } from './organization';
import { scimModule } from './scim';
import { sessionModule } from './session';

/** The background refresh's attempt (refresh.ts loads it from this module's file: its refresh is session.authenticate, here). */
export { tick } from '../refresh-tick';

export function members(ctx: Ctx) {
  const admin = adminMethods(ctx);
  return {
    session: sessionModule(ctx),
    idp: idpModule<B.B2BOAuthAuthorizeStartResponse, B.B2BOAuthAuthorizeSubmitResponse>(ctx, {
      idpAuthorizeStart: r.idpAuthorizeStart,
      idpAuthorize: r.idpAuthorize,
      idpLogoutStart: r.idpLogoutStart,
      idpConsentStart: r.idpConsentStart,
      idpConsentSubmit: r.idpConsentSubmit,
    }),
    self: selfModule(ctx, admin),
    organization: organizationModule(ctx, admin),
    scim: scimModule(admin),
  };
}
