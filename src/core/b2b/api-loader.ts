// The B2B client's sign-in namespaces (api.ts) as stubs that load them on the first call
// (src/core/stubs.ts): what client.ts imports. Same export as api.ts, so a build that wants them
// in the bundle itself (the single files) resolves this module to api.ts (build.mjs, `direct`).
import { B2B_OAUTH_PROVIDERS } from '../../wire/routes';
import { lazy } from '../chunk';
import type { Ctx } from '../client';
import { laterNamespaces, type Shape } from '../stubs';
import type * as Api from './api';

type Namespaces = ReturnType<typeof Api.namespaces>;

/** The method paths of api.ts's namespaces (test/core/stubs.test.ts compares them with the modules). */
const shape = (): Shape<Namespaces> => ({
  magicLinks: 'email.loginOrSignup email.invite email.discovery.send authenticate discovery.authenticate',
  otps: 'email.loginOrSignup email.authenticate email.discovery.send email.discovery.authenticate sms.send sms.authenticate',
  passwords:
    'authenticate strengthCheck resetByEmailStart resetByEmail resetByExistingPassword resetBySession discovery.authenticate discovery.resetByEmailStart discovery.resetByEmail',
  oauth: `${B2B_OAUTH_PROVIDERS.map((p) => `${p}.start ${p}.discovery.start`).join(' ')} googleOneTap.start googleOneTap.submit googleOneTap.discovery.start authenticate discovery.authenticate`,
  sso: 'getConnections deleteConnection saml.createConnection saml.updateConnection saml.updateConnectionByURL saml.deleteVerificationCertificate saml.deleteEncryptionPrivateKey oidc.createConnection oidc.updateConnection external.createConnection external.updateConnection start authenticate discoverConnections',
  discovery: 'organizations.list organizations.create intermediateSessions.exchange',
  totp: 'create authenticate',
  recoveryCodes: 'recover get rotate',
  impersonation: 'authenticate',
  searchManager: 'searchMember',
});

export function namespaces(ctx: Ctx): Namespaces {
  // Built inside the call, not at module level, so a bundle that never builds a client drops it.
  return laterNamespaces(lazy<typeof Api>(__CDN__ ? __API__ : () => import('./api')), 'namespaces', ctx, shape());
}
