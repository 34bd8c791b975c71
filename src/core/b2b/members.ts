// The B2B client's session and idp namespaces (each with synchronous members and requests). The
// widget bundles and the single files hold them (build.mjs, `coreInBundle`); the headless bundle
// builds the synchronous members at once and loads the requests with the request engine
// (members-loader.ts: stubs, build.mjs coreChunks).
import * as r from '../../wire/b2b-routes';
import type { Ctx } from '../client';
import { idpModule } from '../idp';
import { sessionModule } from './session';

export const namespaces = (ctx: Ctx) => ({
  session: sessionModule(ctx),
  idp: idpModule(ctx, { idpAuthorizeStart: r.idpAuthorizeStart, idpAuthorize: r.idpAuthorize, idpLogoutStart: r.idpLogoutStart }),
});
