// The B2B client's namespaces whose methods are all async (sign-in calls, their op tables and routes):
// loaded on the first call to any of them (stubs.ts; shapes in client.ts), so a page that shows a
// first screen does not carry them. An import() chunk in ESM builds; in CDN builds a file next to
// the bundle, built against its modules (build.mjs), so errors and state are the main bundle's.
import type { Ctx } from '../client';
import { discoveryModule } from './discovery';
import { impersonationModule } from './impersonation';
import { magicLinksModule } from './magicLinks';
import { oauthModule } from './oauth';
import { otpsModule } from './otps';
import { passwordsModule } from './passwords';
import { recoveryCodesModule } from './recoveryCodes';
import { searchManagerModule } from './searchManager';
import { ssoModule } from './sso';
import { totpModule } from './totp';

export const namespaces = (ctx: Ctx) => ({
  magicLinks: magicLinksModule(ctx),
  otps: otpsModule(ctx),
  passwords: passwordsModule(ctx),
  oauth: oauthModule(ctx),
  sso: ssoModule(ctx),
  discovery: discoveryModule(ctx),
  totp: totpModule(ctx),
  recoveryCodes: recoveryCodesModule(ctx),
  impersonation: impersonationModule(ctx),
  searchManager: searchManagerModule(ctx),
});
