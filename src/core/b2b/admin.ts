// The administration calls of a signed-in member, loaded on the first such call (adminLater below):
// organization update / delete and members.*, self.* edits, scim.* and the SSO connection
// administration. Rarely used, so their op tables (routes, field lists, flags) stay out of the bundle
// a sign-in page loads: an import() chunk in ESM builds, featherlogin.b2b.admin.js (a standalone IIFE
// like the captcha chunk) next to the CDN bundles. The public methods exist synchronously in their
// namespaces; each is async, so a lazy body is invisible to callers. `op` is handed in by the main
// bundle so the argument checks and errors are the main bundle's own (one class per error type).
// Bodies are the caller's options as given, like the official client; an answer about the signed-in
// member or organization refreshes the stored one.
import * as r from '../../wire/b2b-routes';
import type { Route } from '../../wire/routes';
import type { Member, Organization } from '../../wire/types';
import type { Ctx } from '../client';
import type { op as Op } from '../op';

type Fn = (...a: any[]) => Promise<any>;

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
  /** Options object as given (passThrough); `kept` refreshes the stored member / organization. */
  const admin = (name: string, route: Route, fields: string[], pathOnly?: string[], kept = true): Fn => {
    const run = op<Record<string, unknown>>(ctx, name, route, fields, { passThrough: true, pathOnly });
    return (o: Record<string, unknown>) => (kept ? run(o).then(keep) : run(o));
  };
  /** `name(id)`: one string argument that fills the route's {field} (or the body, without pathOnly). */
  const byId = (name: string, route: Route, field: string, pathOnly = true, kept = true): Fn => {
    const run = op<Record<string, string>>(ctx, name, route, [field], pathOnly ? { pathOnly: [field] } : {});
    return (id: string) => (kept ? run({ [field]: id }).then(keep) : run({ [field]: id }));
  };
  /** No argument. */
  const bare = (name: string, route: Route, kept = true): Fn => {
    const run = op(ctx, name, route, []);
    return () => (kept ? run({}).then(keep) : run({}));
  };
  const unlink = op<{ email_id?: string; email_address?: string }>(ctx, 'self.unlinkRetiredEmail', r.selfUnlinkRetiredEmail, [
    'email_id?',
    'email_address?',
  ]);
  const m = 'organization.members.';
  const scim = (name: string, route: Route, fields: string[], pathOnly?: string[]) => admin(`scim.${name}`, route, fields, pathOnly, false);
  const scimById = (name: string, route: Route, pathOnly?: boolean) => {
    const run = op<Record<string, unknown>>(ctx, `scim.${name}`, route, ['connection_id'], {
      passThrough: true,
      pathOnly: pathOnly ? ['connection_id'] : undefined,
    });
    return (connection_id: string) => run({ connection_id });
  };
  const sso = (name: string, route: Route, fields: string[], pathOnly?: string[]) => admin(`sso.${name}`, route, fields, pathOnly, false);
  return {
    'self.update': admin('self.update', r.selfUpdate, [
      'name?',
      'untrusted_metadata?:object',
      'mfa_enrolled?:boolean',
      'mfa_phone_number?',
      'default_mfa_method?',
    ]),
    'self.deleteMFAPhoneNumber': bare('self.deleteMFAPhoneNumber', r.selfDeleteMfaPhoneNumber),
    'self.deleteMFATOTP': bare('self.deleteMFATOTP', r.selfDeleteMfaTotp),
    'self.deletePassword': byId('self.deletePassword', r.membersDeletePassword, 'member_password_id'),
    'self.unlinkRetiredEmail': (o: { email_id?: string; email_address?: string }) => unlink(o).then(keep),
    'organization.update': admin('organization.update', r.organizationsUpdate, ['organization_name?', 'organization_slug?']),
    'organization.delete': bare('organization.delete', r.organizationsDelete, false),
    [`${m}create`]: admin(`${m}create`, r.membersCreate, ['email_address']),
    [`${m}update`]: admin(`${m}update`, r.membersUpdate, ['member_id']),
    [`${m}search`]: admin(`${m}search`, r.membersSearchAdmin, ['query?:object', 'limit?:number', 'cursor?']),
    [`${m}unlinkRetiredEmail`]: admin(
      `${m}unlinkRetiredEmail`,
      r.membersUnlinkRetiredEmail,
      ['member_id', 'email_id?', 'email_address?'],
      ['member_id'],
    ),
    [`${m}delete`]: byId(`${m}delete`, r.membersDelete, 'member_id'),
    [`${m}reactivate`]: byId(`${m}reactivate`, r.membersReactivate, 'member_id'),
    [`${m}deleteMFAPhoneNumber`]: byId(`${m}deleteMFAPhoneNumber`, r.membersDeleteMfaPhoneNumber, 'member_id'),
    [`${m}deleteMFATOTP`]: byId(`${m}deleteMFATOTP`, r.membersDeleteMfaTotp, 'member_id'),
    [`${m}deletePassword`]: byId(`${m}deletePassword`, r.membersDeletePassword, 'member_password_id'),
    'scim.createConnection': scim('createConnection', r.scimCreate, ['display_name?', 'identity_provider?']),
    'scim.updateConnection': scim('updateConnection', r.scimUpdate, ['connection_id']),
    'scim.deleteConnection': scimById('deleteConnection', r.scimDelete, true),
    'scim.getConnection': bare('scim.getConnection', r.scimGet, false),
    'scim.getConnectionGroups': scim('getConnectionGroups', r.scimGroups, ['limit?:number', 'cursor?']),
    'scim.rotateStart': scimById('rotateStart', r.scimRotateStart),
    'scim.rotateComplete': scimById('rotateComplete', r.scimRotateComplete),
    'scim.rotateCancel': scimById('rotateCancel', r.scimRotateCancel),
    'sso.getConnections': bare('sso.getConnections', r.ssoGetConnections, false),
    'sso.deleteConnection': byId('sso.deleteConnection', r.ssoDeleteConnection, 'connection_id', true, false),
    'sso.saml.createConnection': sso('saml.createConnection', r.ssoSamlCreate, ['display_name?']),
    'sso.saml.updateConnection': sso('saml.updateConnection', r.ssoSamlUpdate, ['connection_id']),
    'sso.saml.updateConnectionByURL': sso('saml.updateConnectionByURL', r.ssoSamlUpdateByURL, ['connection_id', 'metadata_url']),
    'sso.saml.deleteVerificationCertificate': sso(
      'saml.deleteVerificationCertificate',
      r.ssoSamlDeleteCertificate,
      ['connection_id', 'certificate_id'],
      ['connection_id', 'certificate_id'],
    ),
    'sso.oidc.createConnection': sso('oidc.createConnection', r.ssoOidcCreate, ['display_name?']),
    'sso.oidc.updateConnection': sso('oidc.updateConnection', r.ssoOidcUpdate, ['connection_id']),
    'sso.external.createConnection': sso('external.createConnection', r.ssoExternalCreate, [
      'external_organization_id',
      'external_connection_id',
    ]),
    'sso.external.updateConnection': sso('external.updateConnection', r.ssoExternalUpdate, ['connection_id']),
  };
}
