// featherlogin.idp.js, the consumer bundle's identity-provider chunk (src/consumer/manifest.ts's
// entry): the widget (./idp, which is all the single file needs: it holds every request) with the
// requests its page makes (authorize and logout preflights, session revoke), so the page never loads
// the bundle's sign-in namespaces file (featherlogin.api.js), where the client's other requests are.
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import { idpAuthorizeStart, idpConsentStart, idpLogoutStart } from '../../wire/shared-routes';
import type { Ctx } from '../../core/client';
import type { StytchHeadlessClient } from '../../core/consumer/client';
import type { Parts } from '../../core/stubs';
import { idpAsync } from '../../core/idp';
import { sessionAsync } from '../../core/session-api';

export { IdentityProvider, idpText } from './idp';

/**
 * client.idp's and client.session's requests (the same as members.ts builds, types too), which
 * mountIdentityProvider hands to the client (provide): checked here against the client's members, so
 * a misspelled one is a compile error rather than a method added beside its stub.
 */
export const requests = (ctx: Ctx) =>
  ({
    idp: idpAsync<C.OAuthAuthorizeStartResponse>(ctx, { idpAuthorizeStart, idpLogoutStart, idpConsentStart }),
    session: sessionAsync<C.SessionAuthenticateResponse>(ctx, r.sessionsAuthenticate, r.sessionsRevoke),
  }) satisfies Parts<StytchHeadlessClient>;
