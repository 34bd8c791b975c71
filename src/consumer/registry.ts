// A login widget's screens. In ESM builds: Main, LoggingIn and the shared success screen, plus the
// screens of the products in its config (their 6.x objects name their chunk: products.ts), not a list
// of every product's. A 5.x string ('otp') names a product by id, which the mounting client reads
// (product-names.ts: the 5.x StytchUIClient reads every product, the 6.x StytchClient none), so a page
// that names product objects bundles only theirs. The CDN bundles and the single files give every
// widget every screen (everyScreen, below).
import type { ComponentChildren, ComponentType } from 'preact';
import { lazy } from '../core/chunk';
import { lazyComponent, lazyScreens } from '../ui/lazy';
import { productId } from '../ui/product';
import type { LoginConfig, StytchProduct } from './config';
import { stepsChunk } from './lazy';
import type { ScreenName } from './machine';
import { tokenParams } from './flows';
import { manifest } from './manifest';
import { type FindProduct, type ProductObject, refuseStrings } from './product-names';
import type { crypto, passkeyRegistration, ScreenModule } from './products';
import type { WidgetMode } from './LoginWidget';
import { LoggingIn } from './screens/LoggingIn';
import { Main } from './screens/Main';

const { chunks: files } = manifest;

type Screens = Partial<Record<ScreenName, ComponentType>>;
type ModuleOf<P> = P extends { chunk: infer C } ? (C extends () => Promise<infer M> ? M : never) : never;
/** What a mounted widget can show and load. */
export interface Registry {
  screens: Screens;
  /** The crypto product's chunk, when configured: the wallet buttons start its flow. */
  crypto?: () => Promise<ModuleOf<typeof crypto>>;
  /** The signed-in check around the passkey-registration widget's screens, from that product's chunk. */
  RequireUser?: ComponentType<{ children: ComponentChildren }>;
}

/**
 * A config's product object with its chunk is one of products.ts's (config.ts declares it without the
 * chunks' module types, for the React adapter's types): its id says which, and so its chunk's exports.
 */
const ours = (p: StytchProduct) => p as ProductObject;

/** Each product's screens, made once per id (its loader loads once however many widgets ask). */
const made = new Map<ProductObject['id'], Screens>();
const screensOf = (p: ProductObject) => {
  let m = made.get(p.id);
  if (!m) made.set(p.id, (m = lazyScreens(lazy<ScreenModule>(p.chunk), manifest.products[p.id])));
  return m;
};

/**
 * A widget's screens by its config's products (emailMagicLinks when none), plus those it needs: the
 * reset form's passwords (a reset widget, or a reset link's token on a login widget of StytchUIClient), the
 * registration widget's own product. Each is found by id as the client says (`byId`; a client without
 * a reader refuses) when named by a string.
 */
function byProducts(c: LoginConfig, mode: WidgetMode, byId?: FindProduct): Registry {
  // A reset link opens a login widget's reset form where the client reads ids (StytchUIClient) or the
  // config names passwords; a 6.x client's widget without them draws Main (the official 6.x login
  // widget opens no reset link), not a usage error that an address could cause.
  const reset = mode === 'reset' || (!!byId && tokenParams()?.type === 'reset_password');
  const need = mode === 'passkeyRegistration' ? mode : reset ? 'passwords' : 0;
  const named: (ProductObject['id'] | StytchProduct)[] = c.products?.length ? [...c.products] : ['emailMagicLinks'];
  if (need && !named.some((p) => productId(p) === need)) named.push(need);
  // Main and LoggingIn are in the main bundle, the shared screens in the steps chunk.
  const r: Registry = { screens: { Main, LoggingIn, ...lazyScreens(stepsChunk, manifest.shared) } };
  for (const p of named) {
    // A client that reads ids (StytchUIClient) finds every product in its own build's table, an object
    // too: 5.x's docs import `Products` from the vanilla package, so a featherlogin/react page's
    // `Products.otp` is the main ESM build's, whose chunk draws with that build's Preact. Otherwise an
    // object is itself; one without its chunk (a plain { id }) is named by its id, as a string is.
    const found = typeof p === 'object' && p.chunk && !byId ? ours(p) : (byId ?? refuseStrings)(productId(p), mode);
    Object.assign(r.screens, screensOf(found));
    if (found.id === 'crypto') r.crypto = lazy(found.chunk);
    if (found.id === 'passkeyRegistration') r.RequireUser = requireUser(lazy(found.chunk));
  }
  return r;
}

const requireUser = (load: () => Promise<ModuleOf<typeof passkeyRegistration>>) =>
  lazyComponent<{ children: ComponentChildren }, ModuleOf<typeof passkeyRegistration>>(load, 'RequireUser');

/**
 * Where a file holds every product's screens, every widget has them all (`__CDN__ || !__CHUNKS__`,
 * written out where used: esbuild folds the defines as it parses, so an ESM build drops this, import()s
 * and all): the CDN bundles (their pages name products by the 5.x strings; the product objects are no
 * global), which load them from the manifest's files, and the single files, which hold every module.
 */
function everyScreen(): Registry {
  const s = manifest.products;
  const passkeys = lazy<ModuleOf<typeof passkeyRegistration>>(__CDN__ ? files.passkeys.file : () => import('./chunks/passkeys'));
  const wallets = lazy<ModuleOf<typeof crypto>>(__CDN__ ? files.crypto.file : () => import('./chunks/crypto'));
  // The steps chunk's screens: in its CDN file; in the single files, the modules it holds (manifest `cdnAlso`).
  const steps = __CDN__
    ? lazyScreens(stepsChunk, [...manifest.shared, ...s.emailMagicLinks, ...s.otp, ...s.passwords, ...s.passkeys])
    : {
        ...lazyScreens(stepsChunk, manifest.shared),
        ...lazyScreens(
          lazy(() => import('./chunks/emailMagicLinks')),
          s.emailMagicLinks,
        ),
        ...lazyScreens(
          lazy(() => import('./chunks/otp')),
          s.otp,
        ),
        ...lazyScreens(
          lazy(() => import('./chunks/passwords')),
          s.passwords,
        ),
        ...lazyScreens(
          lazy(() => import('./chunks/passkeyLogin')),
          s.passkeys,
        ),
      };
  return {
    screens: { Main, LoggingIn, ...steps, ...lazyScreens(wallets, s.crypto), ...lazyScreens(passkeys, s.passkeyRegistration) },
    crypto: wallets,
    RequireUser: requireUser(passkeys),
  };
}
let every: Registry | undefined;

/** The registry of a widget of that mode and config (every screen's, made on the first mount, not as the bundle starts). */
export const registry: (c: LoginConfig, mode: WidgetMode, byId?: FindProduct) => Registry =
  __CDN__ || !__CHUNKS__ ? () => (every ??= everyScreen()) : byProducts;
