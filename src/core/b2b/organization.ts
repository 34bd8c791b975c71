// organization.* and self.* : the stored organization and member (the store's `organization` and
// `user` slots), their change subscriptions, fresh reads, and the lookup by slug.
import { b2b as r } from '../../wire/routes';
import type { Member, Organization } from '../../wire/types';
import { call, onSlice } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import type { SessionState } from '../session';

/** getSync / getInfo / onChange / get() over one store slot, refreshed from `route` (answer field `field`). */
function slot<T>(ctx: Ctx, key: 'user' | 'organization', route: typeof r.membersMe | typeof r.organizationsMe, field: 'member' | 'organization') {
  const pick = (s: SessionState) => (s[key] ?? null) as T | null;
  return {
    getSync: () => pick(ctx.store.get()),
    getInfo: () => ({ [field]: pick(ctx.store.get()), fromCache: true }) as { fromCache: boolean } & Record<typeof field, T | null>,
    onChange: (cb: (v: T | null) => void) => onSlice(ctx, pick, cb),
    /** GET .../me: answers { [field]: ... }; the fresh object replaces the stored one. */
    async get(): Promise<T | null> {
      const value = ((await call(ctx, route)) as Record<string, T | undefined>)[field] ?? null;
      ctx.store.update({ [key]: value });
      return value;
    },
  };
}

export const selfModule = (ctx: Ctx) => slot<Member>(ctx, 'user', r.membersMe, 'member');

export function organizationModule(ctx: Ctx) {
  return {
    ...slot<Organization>(ctx, 'organization', r.organizationsMe, 'organization'),
    /** { organization } for a known slug, { organization: null } otherwise. */
    async getBySlug(o: { organization_slug: string }): Promise<{ organization: Organization | null }> {
      check('stytch.organization.getBySlug', o, ['organization_slug']);
      const data = await call(ctx, r.organizationsBySlug, { organization_slug: o.organization_slug });
      return { organization: data.organization ?? null };
    },
  };
}
