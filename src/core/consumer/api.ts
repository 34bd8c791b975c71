// The consumer client's namespaces whose methods are all async (sign-in calls, their op tables and
// routes): loaded on the first call to any of them (api-loader.ts: stubs), held in the bundle
// itself by the single files (build.mjs, `direct`). An import() chunk in ESM builds; in CDN builds
// featherlogin.headless.api.js and featherlogin.api.js (the consumer widget's, preloaded as it
// renders), each built against its own bundle's modules.
import type { Ctx } from '../client';
import { cryptoWalletsModule } from './cryptoWallets';
import { magicLinksModule } from './magicLinks';
import { oauthModule } from './oauth';
import { otpsModule } from './otps';
import { passwordsModule } from './passwords';
import { totpsModule } from './totps';
import { webauthnModule } from './webauthn';

export const namespaces = (ctx: Ctx) => ({
  magicLinks: magicLinksModule(ctx),
  otps: otpsModule(ctx),
  oauth: oauthModule(ctx),
  cryptoWallets: cryptoWalletsModule(ctx),
  totps: totpsModule(ctx),
  webauthn: webauthnModule(ctx),
  passwords: passwordsModule(ctx),
});
