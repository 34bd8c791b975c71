// The administration calls of a signed-in member, loaded on the first such call (admin-loader.ts):
// organization update / delete and members.*, self.* edits, scim.* and the SSO connection
// administration. Rarely used, so their op tables (routes, field lists, flags) stay out of the bundle
// a sign-in page loads: an import() chunk in ESM builds, featherlogin.b2b.admin.js (a standalone IIFE
// like the captcha chunk) next to the CDN bundles and the B2B single file. The public methods exist
// synchronously in their namespaces; each is async, so a lazy body is invisible to callers. `op` is
// handed in by the main bundle so the argument checks and errors are the main bundle's own (one class
// per error type).
// Bodies are the caller's options as given, like the official client; an answer about the signed-in
// member or organization refreshes the stored one.
import * as r from '../../wire/b2b-routes';
import type { Route } from '../../wire/routes';
import type { Member, Organization } from '../../wire/types';
import type { Ctx } from '../client';
import { parseFields } from '../../wire/fields';
import type { op as Op, OpSpec } from '../op';

/** One method: its one argument (options, an id, or none) is checked by its op; the loader's caller states the types. */
type Fn = (arg: never) => Promise<unknown>;

/**
 * How a method's one argument travels: omitted, the options object as given (the vendor's whole option
 * set); a list, the same with those fields only filling the path; 'fields', only the route's declared
 * fields (also the methods without an argument); 'path', an options object whose declared fields all
 * fill the path (no body); 'id', a string that is the route's one field, which fills its {field} when
 * the path has one (no body then) and is the body otherwise.
 */
type Arg = undefined | string[] | 'fields' | 'path' | 'id';

/** [public name, route, argument]: one row per method. */
const METHODS: [string, Route, Arg?][] = [
  ['self.update', r.selfUpdate],
  ['self.deleteMFAPhoneNumber', r.selfDeleteMfaPhoneNumber, 'fields'],
  ['self.deleteMFATOTP', r.selfDeleteMfaTotp, 'fields'],
  ['self.deletePassword', r.membersDeletePassword, 'id'],
  ['self.unlinkRetiredEmail', r.selfUnlinkRetiredEmail, 'fields'],
  ['self.startEmailUpdate', r.selfStartEmailUpdate],
  ['self.getConnectedApps', r.selfConnectedApps, 'fields'],
  ['self.revokeConnectedApp', r.selfRevokeConnectedApp, 'path'],
  ['organization.getConnectedApps', r.organizationsConnectedApps, 'fields'],
  ['organization.getConnectedApp', r.organizationsConnectedApp, 'path'],
  ['organization.update', r.organizationsUpdate],
  ['organization.delete', r.organizationsDelete, 'fields'],
  ['organization.members.create', r.membersCreate],
  ['organization.members.update', r.membersUpdate],
  ['organization.members.search', r.membersSearchAdmin],
  ['organization.members.unlinkRetiredEmail', r.membersUnlinkRetiredEmail, ['member_id']],
  ['organization.members.delete', r.membersDelete, 'id'],
  ['organization.members.reactivate', r.membersReactivate, 'id'],
  ['organization.members.deleteMFAPhoneNumber', r.membersDeleteMfaPhoneNumber, 'id'],
  ['organization.members.deleteMFATOTP', r.membersDeleteMfaTotp, 'id'],
  ['organization.members.deletePassword', r.membersDeletePassword, 'id'],
  ['organization.members.startEmailUpdate', r.membersStartEmailUpdate, ['member_id']],
  ['organization.members.getConnectedApps', r.membersConnectedApps, 'path'],
  ['organization.members.revokeConnectedApp', r.membersRevokeConnectedApp, 'path'],
  ['scim.createConnection', r.scimCreate],
  ['scim.updateConnection', r.scimUpdate],
  ['scim.deleteConnection', r.scimDelete, 'id'],
  ['scim.getConnection', r.scimGet, 'fields'],
  ['scim.getConnectionGroups', r.scimGroups],
  ['scim.rotateStart', r.scimRotateStart, 'id'],
  ['scim.rotateComplete', r.scimRotateComplete, 'id'],
  ['scim.rotateCancel', r.scimRotateCancel, 'id'],
  ['sso.getConnections', r.ssoGetConnections, 'fields'],
  ['sso.deleteConnection', r.ssoDeleteConnection, 'id'],
  ['sso.saml.createConnection', r.ssoSamlCreate],
  ['sso.saml.updateConnection', r.ssoSamlUpdate],
  ['sso.saml.updateConnectionByURL', r.ssoSamlUpdateByURL],
  ['sso.saml.deleteVerificationCertificate', r.ssoSamlDeleteCertificate, ['connection_id', 'certificate_id']],
  ['sso.saml.deleteEncryptionPrivateKey', r.ssoSamlDeleteEncryptionKey, 'path'],
  ['sso.oidc.createConnection', r.ssoOidcCreate],
  ['sso.oidc.updateConnection', r.ssoOidcUpdate],
  ['sso.external.createConnection', r.ssoExternalCreate],
  ['sso.external.updateConnection', r.ssoExternalUpdate],
];

export function adminOps(ctx: Ctx, op: typeof Op): Record<string, Fn> {
  /** Stores an answer's member when it is the signed-in one, and its organization when it is the stored one. */
  const keep = <T>(data: T): T => {
    const d = data as { member?: Member; organization?: Organization };
    const s = ctx.store.get();
    if (d?.member && d.member.member_id === s.user?.member_id) ctx.store.update({ user: d.member });
    if (d?.organization && d.organization.organization_id === s.organization?.organization_id)
      ctx.store.update({ organization: d.organization });
    return data;
  };
  return Object.fromEntries(
    METHODS.map(([name, route, arg]) => {
      const field = route[2] ?? '';
      const id = arg === 'id';
      const spec: OpSpec =
        arg === 'id'
          ? { pathOnly: route[1].includes(`{${field}}`) ? [field] : undefined }
          : arg === 'path'
            ? { pathOnly: parseFields(field).map(([f]) => f) }
            : arg === 'fields'
              ? {}
              : { passThrough: true, pathOnly: arg };
      const run = op<Route, unknown, Record<string, unknown>>(ctx, name, route, spec);
      // Deleting the organization, or the signed-in member, ends the session here, as in the official client.
      const ends = (a: unknown) =>
        name === 'organization.delete' || (name === 'organization.members.delete' && a === ctx.store.get().user?.member_id);
      return [
        name,
        (a: unknown) =>
          run((id ? { [field]: a } : a) as Record<string, unknown>).then((data) => (ends(a) ? (ctx.store.clear(), data) : keep(data))),
      ];
    }),
  );
}
