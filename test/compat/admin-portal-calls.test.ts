// Every headless call the official 6.3 Admin Portal makes (read from its bundle's sources under
// @stytch/vanilla-js-6/dist/esm/packages/web/src/adminPortal: each `client.<method>(`) has a row of
// the 6.3 wire comparison (wire.test.ts) in the shape the portal gives it: ADMIN_PORTAL_CASES, or
// the method's general row when the portal passes what that row passes (an id, no argument).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_PORTAL_CASES, b2bCases } from './wire-cases';

const DIR = join(process.cwd(), 'node_modules/@stytch/vanilla-js-6/dist/esm/packages/web/src/adminPortal');

function portalCalls(dir: string, out = new Set<string>()): Set<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) portalCalls(p, out);
    else if (e.name.endsWith('.mjs')) for (const m of readFileSync(p, 'utf8').matchAll(/\bclient\.([\w.]+)\(/g)) out.add(m[1]);
  }
  return out;
}

/** Calls whose portal arguments are the general row's: an id, a callback-free getter, a permission pair. */
const GENERAL = new Set([
  'organization.get',
  'organization.getSync',
  'organization.members.delete',
  'organization.members.deleteMFAPhoneNumber',
  'organization.members.deleteMFATOTP',
  'organization.members.deletePassword',
  'organization.members.reactivate',
  'rbac.isAuthorized',
  'scim.createConnection',
  'scim.deleteConnection',
  'scim.getConnection',
  'scim.rotateCancel',
  'scim.rotateComplete',
  'scim.rotateStart',
  'self.getInfo',
  'self.getSync',
  'session.revokeForMember',
  'sso.deleteConnection',
  'sso.external.createConnection',
  'sso.external.updateConnection',
  'sso.getConnections',
  'sso.oidc.updateConnection',
  'sso.saml.deleteVerificationCertificate',
  'sso.saml.updateConnection',
  'sso.saml.updateConnectionByURL',
]);

test("every headless call of the official Admin Portal has a row in the portal's shape on the 6.3 wire", () => {
  const calls = [...portalCalls(DIR)].sort();
  assert.ok(calls.length > 20, `the portal's calls were found (${calls.length})`);
  const portalRows = new Set(ADMIN_PORTAL_CASES.map((c) => c.method));
  const rows = new Set(b2bCases.map((c) => c.method));
  const missing = calls.filter((m) => !portalRows.has(m) && !(GENERAL.has(m) && rows.has(m)));
  assert.equal(missing, [], 'calls without a wire row');
  const stale = [...GENERAL].filter((m) => !calls.includes(m));
  assert.equal(stale, [], 'GENERAL names a call the portal no longer makes: drop it');
  console.log(`admin portal calls on the wire (6.3.0): ${calls.length}/${calls.length}`);
});

test.run();
