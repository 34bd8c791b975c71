// organization.getBySlug, the lookup of an organization by its slug: its own module, as the B2B
// widget bundle holds it up front (the Organization flow's first screen calls it) while the rest of
// organization.ts loads from featherlogin.b2b.members.js on its first call.
import * as r from '../../wire/b2b-routes';
import type { Organization } from '../../wire/types';
import { call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

/** { organization } for a known slug, { organization: null } otherwise. */
export const bySlug =
  (ctx: Ctx) =>
  async (o: { organization_slug: string }): Promise<{ organization: Organization | null }> => {
    check('stytch.organization.getBySlug', o, r.organizationsBySlug[2]);
    const data = await call<{ organization?: Organization }>(ctx, r.organizationsBySlug, { organization_slug: o.organization_slug });
    return { organization: data.organization ?? null };
  };
