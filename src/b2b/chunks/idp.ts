// The identity-provider widget (src/idp) as this widget's lazy chunk (featherlogin.b2b.idp.js), with
// the requests its page makes (authorize and logout preflights, session revoke): the widget bundle
// loads the client's other requests from featherlogin.b2b.members.js, which this page never needs.
import { idpAuthorizeStart, idpConsentStart, idpLogoutStart, sessionsAuthenticate, sessionsRevoke } from '../../wire/b2b-routes';
import type { B2BOAuthAuthorizeStartResponse } from '../../wire/b2b-public-types';
import type { Ctx } from '../../core/client';
import type { StytchB2BHeadlessClient } from '../../core/b2b/client';
import type { Parts } from '../../core/stubs';
import type { B2BAuthResponse } from '../../wire/types';
import { idpAsync } from '../../core/idp';
import { sessionAsync } from '../../core/session-api';

/** The widget (the single file imports it alone: it holds every request). */
export { IdentityProvider, idpText } from './idp-widget';

/**
 * client.idp's and client.session's requests (the same as members.ts builds, types too), which
 * mountIdentityProvider hands to the client (provide): checked here against the client's members, so
 * a misspelled one is a compile error rather than a method added beside its stub.
 */
export const requests = (ctx: Ctx) =>
  ({
    idp: idpAsync<B2BOAuthAuthorizeStartResponse>(ctx, { idpAuthorizeStart, idpLogoutStart, idpConsentStart }),
    session: sessionAsync<B2BAuthResponse>(ctx, sessionsAuthenticate, sessionsRevoke),
  }) satisfies Parts<StytchB2BHeadlessClient>;
