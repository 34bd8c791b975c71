// organization.* and self.* : the stored organization and member (the store's `organization` and
// `user` slots), their change subscriptions, fresh reads, the lookup by slug, and the administration
// calls of a signed-in member (update and delete the organization, create / update / delete members and
// their factors, edit one's own member record). Administration bodies are the caller's options as given,
// like the official client; an answer about the signed-in member or organization refreshes the stored one.
import * as r from '../../wire/b2b-routes';
import type * as B from '../../wire/b2b-public-types';
import type { Member, Organization } from '../../wire/types';
import { call } from '../api';
import { slice } from '../getters';
import type { Ctx } from '../client';
import type { AdminMethods } from './admin-loader';
import { bySlug } from './organization-lookup';

/** The shared getters over one store slot, plus get(): a fresh read from `route` (answer field `field`). */
function slot<T, F extends 'member' | 'organization'>(
  ctx: Ctx,
  key: 'user' | 'organization',
  route: typeof r.membersMe | typeof r.organizationsMe,
  field: F,
) {
  return {
    ...slice<T, F>(ctx, key, field),
    /** GET .../me: answers { [field]: ... }; the fresh object replaces the stored one. */
    async get(): Promise<T | null> {
      const value = ((await call(ctx, route)) as Record<string, T | undefined>)[field] ?? null;
      ctx.store.update({ [key]: value });
      return value;
    },
  };
}

export function selfModule(ctx: Ctx, admin: AdminMethods) {
  return {
    ...slot<Member, 'member'>(ctx, 'user', r.membersMe, 'member'),
    update: admin<[data: B.B2BMemberUpdateOptions], B.B2BMemberUpdateResponse>('self.update'),
    deleteMFAPhoneNumber: admin<[], B.B2BMemberDeleteMFAPhoneNumberResponse>('self.deleteMFAPhoneNumber'),
    deleteMFATOTP: admin<[], B.B2BMemberDeleteMFATOTPResponse>('self.deleteMFATOTP'),
    deletePassword: admin<[passwordId: string], B.B2BMemberDeletePasswordResponse>('self.deletePassword'),
    unlinkRetiredEmail: admin<[data: B.B2BMemberUnlinkRetiredEmailRequest], B.B2BMemberUnlinkRetiredEmailResponse>(
      'self.unlinkRetiredEmail',
    ),
    startEmailUpdate: admin<[data: B.B2BMemberStartEmailUpdateRequest], B.B2BMemberStartEmailUpdateResponse>('self.startEmailUpdate'),
    getConnectedApps: admin<[], B.B2BMemberGetConnectedAppsResponse>('self.getConnectedApps'),
    revokeConnectedApp: admin<[data: B.B2BMemberRevokeConnectedAppOptions], B.B2BMemberRevokeConnectedAppResponse>(
      'self.revokeConnectedApp',
    ),
  };
}

export function organizationModule(ctx: Ctx, admin: AdminMethods) {
  const m = <R>(name: string) => admin<[memberId: string], R>(`organization.members.${name}`);
  return {
    ...slot<Organization, 'organization'>(ctx, 'organization', r.organizationsMe, 'organization'),
    update: admin<[data: B.B2BOrganizationsUpdateOptions], B.B2BOrganizationsUpdateResponse>('organization.update'),
    delete: admin<[], B.B2BOrganizationsDeleteResponse>('organization.delete'),
    getConnectedApps: admin<[], B.B2BOrganizationsGetConnectedAppsResponse>('organization.getConnectedApps'),
    getConnectedApp: admin<[data: B.B2BOrganizationsGetConnectedAppOptions], B.B2BOrganizationsGetConnectedAppResponse>(
      'organization.getConnectedApp',
    ),
    members: {
      create: admin<[data: B.B2BOrganizationsMembersCreateOptions], B.B2BOrganizationsMembersCreateResponse>('organization.members.create'),
      update: admin<[data: B.B2BOrganizationsMembersUpdateOptions], B.B2BOrganizationsMembersUpdateResponse>('organization.members.update'),
      search: admin<[data: B.B2BOrganizationsMembersSearchOptions], B.B2BOrganizationsMembersSearchResponse>('organization.members.search'),
      unlinkRetiredEmail: admin<
        [data: B.B2BOrganizationsMemberUnlinkRetiredEmailOptions],
        B.B2BOrganizationsMemberUnlinkRetiredEmailResponse
      >('organization.members.unlinkRetiredEmail'),
      delete: m<B.B2BOrganizationsMembersDeleteResponse>('delete'),
      reactivate: m<B.B2BOrganizationsMembersReactivateResponse>('reactivate'),
      deleteMFAPhoneNumber: m<B.B2BOrganizationsMemberDeleteMFAPhoneNumberResponse>('deleteMFAPhoneNumber'),
      deleteMFATOTP: m<B.B2BOrganizationsMemberDeleteMFATOTPResponse>('deleteMFATOTP'),
      deletePassword: admin<[passwordId: string], B.B2BOrganizationsMemberDeletePasswordResponse>('organization.members.deletePassword'),
      startEmailUpdate: admin<[data: B.B2BOrganizationsMemberStartEmailUpdateOptions], B.B2BOrganizationsMemberStartEmailUpdateResponse>(
        'organization.members.startEmailUpdate',
      ),
      getConnectedApps: admin<[data: B.B2BOrganizationsMemberGetConnectedAppsOptions], B.B2BOrganizationsMemberGetConnectedAppsResponse>(
        'organization.members.getConnectedApps',
      ),
      revokeConnectedApp: admin<
        [data: B.B2BOrganizationsMemberRevokeConnectedAppOptions],
        B.B2BOrganizationsMemberRevokeConnectedAppResponse
      >('organization.members.revokeConnectedApp'),
    },
    getBySlug: bySlug(ctx),
  };
}
