// members.ts's namespaces with their synchronous members built at once and their requests as stubs
// that load members.ts on the first call (src/core/stubs.ts): in the headless CDN bundle it is part
// of the request engine's file (__MEMBERS__), in ESM builds an import() chunk. What client.ts imports.
// The B2B widget bundle loads members.ts from a file of its own (build.mjs membersChunks); the single
// files resolve this module to it (same export; build.mjs, `inBundle`).
import type { Member, MemberSession, Organization } from '../../wire/types';
import { idpAuthorize } from '../../wire/b2b-routes';
import { lazy } from '../chunk';
import type { Ctx } from '../client';
import { sessionSync, slice } from '../getters';
import { idpSubmit } from '../idp-submit';
import { laterNamespaces, provide, type Shape } from '../stubs';
import type * as Members from './members';

type Namespaces = ReturnType<typeof Members.members>;

/** The method paths of members.ts's requests (test/core/stubs.test.ts compares the namespaces with the module's). */
export const shape = (): Shape<Namespaces> => ({
  session: 'authenticate revoke exchange exchangeAccessToken attest revokeForMember',
  idp: 'oauthAuthorizeStart oauthAuthorizeSubmit oauthLogoutStart',
  self: 'get update deleteMFAPhoneNumber deleteMFATOTP deletePassword unlinkRetiredEmail startEmailUpdate getConnectedApps revokeConnectedApp',
  organization:
    'get getBySlug update delete getConnectedApps getConnectedApp members.create members.update members.search members.unlinkRetiredEmail members.delete members.reactivate members.deleteMFAPhoneNumber members.deleteMFATOTP members.deletePassword members.startEmailUpdate members.getConnectedApps members.revokeConnectedApp',
  scim: 'createConnection updateConnection deleteConnection getConnection getConnectionGroups rotateStart rotateComplete rotateCancel',
});

export function members(ctx: Ctx): Namespaces {
  // Built inside the call, not at module level, so a bundle that never builds a client drops it.
  // The synchronous members join the stub namespaces: one object each (client.session's getSync beside
  // its stubbed authenticate), the same objects the UI client and the identity-provider chunk later
  // hand real requests to (provide). Nothing preloads a B2B namespace: those requests come with the
  // widget's chunks.
  // The submit's stub (6.x's fetch) stays behind the synchronous member, which posts 5.x's form at once.
  const later = laterNamespaces<Namespaces, 'members'>(
    lazy<typeof Members>(__CDN__ ? __MEMBERS__ : () => import('./members')),
    'members',
    ctx,
    shape(),
  );
  return provide(later, {
    session: sessionSync<MemberSession>(ctx),
    idp: idpSubmit(ctx, idpAuthorize, later.idp.oauthAuthorizeSubmit),
    self: slice<Member, 'member'>(ctx, 'user', 'member'),
    organization: slice<Organization, 'organization'>(ctx, 'organization', 'organization'),
  });
}
