// organization.* and self.* : the stored organization and member (the store's `organization` and
// `user` slots), their change subscriptions, fresh reads, the lookup by slug, and the administration
// calls of a signed-in member (update and delete the organization, create / update / delete members and
// their factors, edit one's own member record). Administration bodies are the caller's options as given,
// like the official client; an answer about the signed-in member or organization refreshes the stored one.
import * as r from '../../wire/b2b-routes';
import type { Member, Organization } from '../../wire/types';
import { call } from '../api';
import { slice } from '../getters';
import { check } from '../args';
import type { Ctx } from '../client';
import { adminLater } from './admin-loader';

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

type Id = [id: string];

export function selfModule(ctx: Ctx) {
  const later = adminLater(ctx);
  return {
    ...slot<Member, 'member'>(ctx, 'user', r.membersMe, 'member'),
    update: later('self.update'),
    deleteMFAPhoneNumber: later<[]>('self.deleteMFAPhoneNumber'),
    deleteMFATOTP: later<[]>('self.deleteMFATOTP'),
    deletePassword: later<Id>('self.deletePassword'),
    unlinkRetiredEmail: later<[o: { email_id?: string; email_address?: string }]>('self.unlinkRetiredEmail'),
  };
}

export function organizationModule(ctx: Ctx) {
  const later = adminLater(ctx);
  const m = (name: string) => later<Id>(`organization.members.${name}`);
  return {
    ...slot<Organization, 'organization'>(ctx, 'organization', r.organizationsMe, 'organization'),
    update: later('organization.update'),
    delete: later<[]>('organization.delete'),
    members: {
      create: later('organization.members.create'),
      update: later('organization.members.update'),
      search: later('organization.members.search'),
      unlinkRetiredEmail: later('organization.members.unlinkRetiredEmail'),
      delete: m('delete'),
      reactivate: m('reactivate'),
      deleteMFAPhoneNumber: m('deleteMFAPhoneNumber'),
      deleteMFATOTP: m('deleteMFATOTP'),
      deletePassword: m('deletePassword'),
    },
    /** { organization } for a known slug, { organization: null } otherwise. */
    async getBySlug(o: { organization_slug: string }): Promise<{ organization: Organization | null }> {
      check('stytch.organization.getBySlug', o, r.organizationsBySlug[2]);
      const data = await call<{ organization?: Organization }>(ctx, r.organizationsBySlug, { organization_slug: o.organization_slug });
      return { organization: data.organization ?? null };
    },
  };
}
