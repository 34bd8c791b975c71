// The consumer client's sign-in namespaces (api.ts) as stubs that load them on the first call
// (src/core/stubs.ts): what client.ts imports. Same export as api.ts, so a build that wants them in
// the bundle itself (the single files) resolves this module to api.ts (build.mjs, `direct`).
import { OAUTH_PROVIDERS } from '../../wire/routes';
import { lazy } from '../chunk';
import type { Ctx } from '../client';
import { laterNamespaces, type Shape } from '../stubs';
import type * as Api from './api';

type Namespaces = ReturnType<typeof Api.namespaces>;

/** The method paths of api.ts's namespaces (test/core/stubs.test.ts compares them with the modules). */
const shape = (): Shape<Namespaces> => ({
  magicLinks: 'email.loginOrCreate email.send authenticate',
  otps: 'sms.loginOrCreate sms.send whatsapp.loginOrCreate whatsapp.send email.loginOrCreate email.send authenticate',
  oauth: `${OAUTH_PROVIDERS.map((p) => `${p}.start`).join(' ')} googleOneTap.start googleOneTap.startOneTap googleOneTap.submit authenticate attach`,
  cryptoWallets: 'authenticateStart authenticate',
  totps: 'create authenticate recoveryCodes recover',
  webauthn: 'browserSupportsAutofill register authenticate update',
  passwords: 'create authenticate resetByEmailStart resetByEmail resetByExistingPassword resetBySession strengthCheck',
});

export function namespaces(ctx: Ctx): Namespaces {
  // Built inside the call, not at module level, so a bundle that never builds a client drops it.
  return laterNamespaces(lazy<typeof Api>(__CDN__ ? __API__ : () => import('./api')), 'namespaces', ctx, shape());
}
