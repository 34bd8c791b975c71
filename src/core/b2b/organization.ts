// organization.* and self.* : the stored organization and member (the store's `organization` and
// `user` slots), their change subscriptions, fresh reads, the lookup by slug, and the administration
// calls of a signed-in member (update and delete the organization, create / update / delete members and
// their factors, edit one's own member record). Administration bodies are the caller's options as given,
// like the official client; an answer about the signed-in member or organization refreshes the stored one.
import * as r from '../../wire/b2b-routes';
import type { Member, Organization } from '../../wire/types';
import { call, slice } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { op } from '../op';

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

/** Stores an answer's member when it is the signed-in one, and its organization when it is the stored one. */
function keep(ctx: Ctx) {
  return <T>(data: T): T => {
    const d = data as { member?: Member; organization?: Organization };
    const s = ctx.store.get();
    if (d?.member && d.member.member_id === s.user?.member_id) ctx.store.update({ user: d.member });
    if (d?.organization && d.organization.organization_id === s.organization?.organization_id) ctx.store.update({ organization: d.organization });
    return data;
  };
}

/** `name(id)`: one string argument that fills the route's {field}. */
function byId(ctx: Ctx, name: string, route: typeof r.membersDelete, field: string) {
  const run = op<Record<string, string>>(ctx, name, route, [field], { pathOnly: [field] });
  return (id: string) => run({ [field]: id }).then(keep(ctx));
}

export function selfModule(ctx: Ctx) {
  const update = op<Record<string, unknown>>(ctx, 'self.update', r.selfUpdate, ['name?', 'untrusted_metadata?:object', 'mfa_enrolled?:boolean', 'mfa_phone_number?', 'default_mfa_method?'], { passThrough: true });
  const unlink = op<{ email_id?: string; email_address?: string }>(ctx, 'self.unlinkRetiredEmail', r.selfUnlinkRetiredEmail, ['email_id?', 'email_address?']);
  const bare = (name: string, route: typeof r.selfDeleteMfaTotp) => {
    const run = op(ctx, name, route, []);
    return () => run({}).then(keep(ctx));
  };
  return {
    ...slot<Member, 'member'>(ctx, 'user', r.membersMe, 'member'),
    update: (o: Record<string, unknown>) => update(o).then(keep(ctx)),
    deleteMFAPhoneNumber: bare('self.deleteMFAPhoneNumber', r.selfDeleteMfaPhoneNumber),
    deleteMFATOTP: bare('self.deleteMFATOTP', r.selfDeleteMfaTotp),
    deletePassword: byId(ctx, 'self.deletePassword', r.membersDeletePassword, 'member_password_id'),
    unlinkRetiredEmail: (o: { email_id?: string; email_address?: string }) => unlink(o).then(keep(ctx)),
  };
}

function membersModule(ctx: Ctx) {
  const admin = (name: string, route: typeof r.membersCreate, fields: string[], pathOnly?: string[]) => {
    const run = op<Record<string, unknown>>(ctx, `organization.members.${name}`, route, fields, { passThrough: true, pathOnly });
    return (o: Record<string, unknown>) => run(o).then(keep(ctx));
  };
  return {
    create: admin('create', r.membersCreate, ['email_address']),
    update: admin('update', r.membersUpdate, ['member_id']),
    search: admin('search', r.membersSearchAdmin, ['query?:object', 'limit?:number', 'cursor?']),
    unlinkRetiredEmail: admin('unlinkRetiredEmail', r.membersUnlinkRetiredEmail, ['member_id', 'email_id?', 'email_address?'], ['member_id']),
    delete: byId(ctx, 'organization.members.delete', r.membersDelete, 'member_id'),
    reactivate: byId(ctx, 'organization.members.reactivate', r.membersReactivate, 'member_id'),
    deleteMFAPhoneNumber: byId(ctx, 'organization.members.deleteMFAPhoneNumber', r.membersDeleteMfaPhoneNumber, 'member_id'),
    deleteMFATOTP: byId(ctx, 'organization.members.deleteMFATOTP', r.membersDeleteMfaTotp, 'member_id'),
    deletePassword: byId(ctx, 'organization.members.deletePassword', r.membersDeletePassword, 'member_password_id'),
  };
}

export function organizationModule(ctx: Ctx) {
  const update = op<Record<string, unknown>>(ctx, 'organization.update', r.organizationsUpdate, ['organization_name?', 'organization_slug?'], { passThrough: true });
  const remove = op(ctx, 'organization.delete', r.organizationsDelete, []);
  return {
    ...slot<Organization, 'organization'>(ctx, 'organization', r.organizationsMe, 'organization'),
    update: (o: Record<string, unknown>) => update(o).then(keep(ctx)),
    delete: () => remove({}),
    members: membersModule(ctx),
    /** { organization } for a known slug, { organization: null } otherwise. */
    async getBySlug(o: { organization_slug: string }): Promise<{ organization: Organization | null }> {
      check('stytch.organization.getBySlug', o, ['organization_slug']);
      const data = await call(ctx, r.organizationsBySlug, { organization_slug: o.organization_slug });
      return { organization: data.organization ?? null };
    },
  };
}
