// The administration calls of a signed-in member, loaded on the first such call (admin-loader.ts):
// organization update / delete and members.*, self.* edits, scim.* and the SSO connection
// administration. Rarely used, so their op tables (routes, field lists, flags) stay out of the bundle
// a sign-in page loads: an import() chunk in ESM builds, featherlogin.b2b.admin.js (a standalone IIFE
// like the captcha chunk) next to the CDN bundles. The public methods exist synchronously in their
// namespaces; each is async, so a lazy body is invisible to callers. `op` is handed in by the main
// bundle so the argument checks and errors are the main bundle's own (one class per error type).
// Bodies are the caller's options as given, like the official client; an answer about the signed-in
// member or organization refreshes the stored one.
import * as r from '../../wire/b2b-routes';
import type { HttpMethod, Route } from '../../wire/routes';
import type { Member, Organization } from '../../wire/types';
import type { Ctx } from '../client';
import type { op as Op } from '../op';

/** One method: its one argument (options, an id, or none) is checked by its op; the loader's caller states the types. */
type Fn = (arg: never) => Promise<unknown>;
/** A route whose one field is the id argument. */
type Id = readonly [HttpMethod, string, string];

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
  const admin = (name: string, route: Route, pathOnly?: string[], kept = true): Fn => {
    const run = op<Route, unknown, Record<string, unknown>>(ctx, name, route, { passThrough: true, pathOnly });
    return (o: Record<string, unknown>) => (kept ? run(o).then(keep) : run(o));
  };
  /** `name(id)`: one string argument, the route's one field, which fills its {field} (or the body, without pathOnly). */
  const byId = (name: string, route: Id, pathOnly = true, kept = true): Fn => {
    const field = route[2];
    const run = op<Route, unknown, Record<string, string>>(ctx, name, route, pathOnly ? { pathOnly: [field] } : {});
    return (id: string) => (kept ? run({ [field]: id }).then(keep) : run({ [field]: id }));
  };
  /** No argument. */
  const bare = (name: string, route: Route, kept = true): Fn => {
    const run = op<Route, unknown>(ctx, name, route);
    return () => (kept ? run({}).then(keep) : run({}));
  };
  const unlink = op<typeof r.selfUnlinkRetiredEmail, unknown>(ctx, 'self.unlinkRetiredEmail', r.selfUnlinkRetiredEmail);
  const m = 'organization.members.';
  const scim = (name: string, route: Route, pathOnly?: string[]) => admin(`scim.${name}`, route, pathOnly, false);
  const scimById = (name: string, route: Id, pathOnly?: boolean) => {
    const run = op<Route, unknown, Record<string, unknown>>(ctx, `scim.${name}`, route, {
      passThrough: true,
      pathOnly: pathOnly ? ['connection_id'] : undefined,
    });
    return (connection_id: string) => run({ connection_id });
  };
  const sso = (name: string, route: Route, pathOnly?: string[]) => admin(`sso.${name}`, route, pathOnly, false);
  return {
    'self.update': admin('self.update', r.selfUpdate),
    'self.deleteMFAPhoneNumber': bare('self.deleteMFAPhoneNumber', r.selfDeleteMfaPhoneNumber),
    'self.deleteMFATOTP': bare('self.deleteMFATOTP', r.selfDeleteMfaTotp),
    'self.deletePassword': byId('self.deletePassword', r.membersDeletePassword),
    'self.unlinkRetiredEmail': (o: { email_id?: string; email_address?: string }) => unlink(o).then(keep),
    'organization.update': admin('organization.update', r.organizationsUpdate),
    'organization.delete': bare('organization.delete', r.organizationsDelete, false),
    [`${m}create`]: admin(`${m}create`, r.membersCreate),
    [`${m}update`]: admin(`${m}update`, r.membersUpdate),
    [`${m}search`]: admin(`${m}search`, r.membersSearchAdmin),
    [`${m}unlinkRetiredEmail`]: admin(`${m}unlinkRetiredEmail`, r.membersUnlinkRetiredEmail, ['member_id']),
    [`${m}delete`]: byId(`${m}delete`, r.membersDelete),
    [`${m}reactivate`]: byId(`${m}reactivate`, r.membersReactivate),
    [`${m}deleteMFAPhoneNumber`]: byId(`${m}deleteMFAPhoneNumber`, r.membersDeleteMfaPhoneNumber),
    [`${m}deleteMFATOTP`]: byId(`${m}deleteMFATOTP`, r.membersDeleteMfaTotp),
    [`${m}deletePassword`]: byId(`${m}deletePassword`, r.membersDeletePassword),
    'scim.createConnection': scim('createConnection', r.scimCreate),
    'scim.updateConnection': scim('updateConnection', r.scimUpdate),
    'scim.deleteConnection': scimById('deleteConnection', r.scimDelete, true),
    'scim.getConnection': bare('scim.getConnection', r.scimGet, false),
    'scim.getConnectionGroups': scim('getConnectionGroups', r.scimGroups),
    'scim.rotateStart': scimById('rotateStart', r.scimRotateStart),
    'scim.rotateComplete': scimById('rotateComplete', r.scimRotateComplete),
    'scim.rotateCancel': scimById('rotateCancel', r.scimRotateCancel),
    'sso.getConnections': bare('sso.getConnections', r.ssoGetConnections, false),
    'sso.deleteConnection': byId('sso.deleteConnection', r.ssoDeleteConnection, true, false),
    'sso.saml.createConnection': sso('saml.createConnection', r.ssoSamlCreate),
    'sso.saml.updateConnection': sso('saml.updateConnection', r.ssoSamlUpdate),
    'sso.saml.updateConnectionByURL': sso('saml.updateConnectionByURL', r.ssoSamlUpdateByURL),
    'sso.saml.deleteVerificationCertificate': sso('saml.deleteVerificationCertificate', r.ssoSamlDeleteCertificate, [
      'connection_id',
      'certificate_id',
    ]),
    'sso.oidc.createConnection': sso('oidc.createConnection', r.ssoOidcCreate),
    'sso.oidc.updateConnection': sso('oidc.updateConnection', r.ssoOidcUpdate),
    'sso.external.createConnection': sso('external.createConnection', r.ssoExternalCreate),
    'sso.external.updateConnection': sso('external.updateConnection', r.ssoExternalUpdate),
  };
}
