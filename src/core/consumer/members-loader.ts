// members.ts's namespaces with their synchronous members built at once and their requests as stubs
// that load members.ts on the first call (src/core/stubs.ts): its __MEMBERS__ file in CDN builds
// (the headless bundle's request-engine file; the widget bundle's sign-in namespaces file), an
// import() chunk in ESM builds. What client.ts imports. Same export as members.ts, which the single
// files resolve this module to (build.mjs, `inBundle`).
import type { Session, User } from '../../wire/types';
import { idpAuthorize } from '../../wire/shared-routes';
import { lazy } from '../chunk';
import { sessionSync, slice } from '../getters';
import { idpSubmit } from '../idp-submit';
import type { Ctx } from '../client';
import { laterNamespaces, provide, type Shape } from '../stubs';
import type * as Members from './members';

type Namespaces = ReturnType<typeof Members.members>;

/** The method paths of members.ts's requests (test/core/stubs.test.ts compares the namespaces with the module's). */
export const shape = (): Shape<Namespaces> => ({
  session: 'authenticate revoke exchangeAccessToken attest',
  user: 'get update getConnectedApps revokedConnectedApp deleteEmail deletePhoneNumber deleteTOTP deleteCryptoWallet deleteOAuthRegistration deleteWebauthnRegistration deleteBiometricRegistration',
  idp: 'oauthAuthorizeStart oauthAuthorizeSubmit oauthLogoutStart',
  impersonation: 'authenticate',
  searchManager: 'searchUser',
});

export function members(ctx: Ctx): Namespaces {
  // Built inside the call, not at module level, so a bundle that never builds a client drops it.
  // The synchronous members join the stub namespaces, so preload(client.idp) finds their loader.
  // The submit's stub (6.x's fetch) stays behind the synchronous member, which posts 5.x's form at once.
  const later = laterNamespaces<Namespaces, 'members'>(
    lazy<typeof Members>(__CDN__ ? __MEMBERS__ : () => import('./members')),
    'members',
    ctx,
    shape(),
  );
  return provide(later, {
    session: sessionSync<Session>(ctx),
    user: slice<User, 'user'>(ctx, 'user', 'user'),
    idp: idpSubmit(ctx, idpAuthorize, later.idp.oauthAuthorizeSubmit),
  });
}
