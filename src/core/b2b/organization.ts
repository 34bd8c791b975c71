// organization.* and self.* : the stored organization and member (the store's `organization` and
// `user` slots), their change subscriptions, fresh reads, and the lookup by slug.
import * as r from '../../wire/b2b-routes';
import type { Member, Organization } from '../../wire/types';
import { call, slice } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

/** The shared getters over one store slot, plus get(): a fresh read from `route` (answer field `field`). */
function slot<T, F extends 'member' | 'organization'>(ctx: Ctx, key: 'user' | 'organization', route: typeof r.membersMe | typeof r.organizationsMe, field: F) {
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

export const selfModule = (ctx: Ctx) => slot<Member, 'member'>(ctx, 'user', r.membersMe, 'member');

export function organizationModule(ctx: Ctx) {
  return {
    ...slot<Organization, 'organization'>(ctx, 'organization', r.organizationsMe, 'organization'),
    /** { organization } for a known slug, { organization: null } otherwise. */
    async getBySlug(o: { organization_slug: string }): Promise<{ organization: Organization | null }> {
      check('stytch.organization.getBySlug', o, ['organization_slug']);
      const data = await call(ctx, r.organizationsBySlug, { organization_slug: o.organization_slug });
      return { organization: data.organization ?? null };
    },
  };
}
