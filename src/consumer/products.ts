// The 6.x product objects: each is its id (the 5.x string) and its chunk, the import() of the module
// of its screens (a chunk per product in ESM builds; in the single files, which hold every module,
// the module itself; the CDN bundles draw every product's screens from the manifest's files instead:
// registry.ts). A widget's screens are those of the products in its config (registry.ts), so a page
// that names only Products.otp reaches only OTP's screens. Each object is a plain literal (no call,
// no property read: minified builds keep no pure annotations), so a bundler drops the ones a page
// does not read: the main entries' `Products` is this module's namespace, its own file in the ESM
// builds (build.mjs productsFile), which Rolldown / Rollup follow to `Products.otp`; with esbuild,
// which builds that namespace whole, featherlogin/login's names (`import { otp }`). The 5.x strings
// name these objects through StytchUIClient's table (product-names.ts everyProduct). The headless
// entries keep the 5.x enum (src/core/enums.ts), as the official 6.x headless entries export no
// Products at all.
import type { ComponentType } from 'preact';
import type { ChunkModule } from '../ui/lazy';
import type { ScreenName } from './machine';
import type { manifest } from './manifest';

type S = (typeof manifest)['products'];

/** A product id (its 5.x string). */
export type ProductId = keyof S;
/** A chunk: its import(). */
export type Chunk<M> = () => Promise<M>;
/** What a product's chunk exports: its strings and screens by name. */
export type ScreenModule = ChunkModule & Partial<Record<ScreenName, ComponentType>>;
/** A chunk module with the product's screens (manifest.ts): one missing is a compile error. */
type Screens<Id extends ProductId> = ScreenModule & { [K in S[Id][number]]: ComponentType };
/** A 6.x product object: its `id` is the 5.x string; its chunk exports its screens (registry.ts draws them). */
export interface ConsumerProduct<Id extends ProductId = ProductId, M = unknown> {
  readonly id: Id;
  readonly chunk: Chunk<M>;
}

/**
 * The CDN bundles draw every product's screens from the manifest's files (registry.ts everyScreen) and
 * never load a product's chunk: no import() there, so their build does not take the chunks in.
 */
const none = (): Promise<never> => Promise.reject(new Error('featherlogin: no product chunks in a CDN bundle'));

export const emailMagicLinks = {
  id: 'emailMagicLinks',
  chunk: __CDN__ ? none : () => import('./chunks/emailMagicLinks'),
} as const satisfies ConsumerProduct<'emailMagicLinks', Screens<'emailMagicLinks'>>;
export const otp = {
  id: 'otp',
  chunk: __CDN__ ? none : () => import('./chunks/otp'),
} as const satisfies ConsumerProduct<'otp', Screens<'otp'>>;
export const passwords = {
  id: 'passwords',
  chunk: __CDN__ ? none : () => import('./chunks/passwords'),
} as const satisfies ConsumerProduct<'passwords', Screens<'passwords'>>;
export const passkeys = {
  id: 'passkeys',
  chunk: __CDN__ ? none : () => import('./chunks/passkeyLogin'),
} as const satisfies ConsumerProduct<'passkeys', Screens<'passkeys'>>;
/** Its chunk also has the wallet flow, which the wallet buttons start (slots/WalletButtons.tsx). */
export const crypto = {
  id: 'crypto',
  chunk: __CDN__ ? none : () => import('./chunks/crypto'),
} as const satisfies ConsumerProduct<'crypto', Screens<'crypto'>>;
/** The passkey-registration widget's product (mountPasskeyRegistration, <stytch-passkey-registration>); its chunk also has the signed-in check. */
export const passkeyRegistration = {
  id: 'passkeyRegistration',
  chunk: __CDN__ ? none : () => import('./chunks/passkeys'),
} as const satisfies ConsumerProduct<'passkeyRegistration', Screens<'passkeyRegistration'>>;
/** OAuth's screens are Main's buttons and the success after its redirect (manifest.ts `shared`): no chunk. */
export const oauth = { id: 'oauth', chunk: () => Promise.resolve({}) } as const satisfies ConsumerProduct<'oauth', Screens<'oauth'>>;
