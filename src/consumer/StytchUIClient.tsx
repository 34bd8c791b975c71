// The clients that draw: the headless client plus the mount methods of the official SDK. StytchClient
// is 6.x's (createStytchClient); StytchUIClient, 5.x's name for it, extends it as 6.x's does, and
// also reads the products a config names by their 5.x strings (product-names.ts).
import type { ComponentType } from 'preact';
// First: the CDN bundle, its modules in this order, compresses 0.3 kB smaller (28.65 against 28.99 kB).
import { type Registry, registry } from './registry';
import { StytchHeadlessClient } from '../core/consumer/client';
import type { Ctx } from '../core/client';
import type { AuthTokenParams } from '../core/idp';
import { type Parts, preload, provide } from '../core/stubs';
import { telemetry } from '../core/telemetry';
import { startIdentityProvider } from '../core/idp-start';
import type { Callbacks } from '../ui/events';
import { lazyComponent } from '../ui/lazy';
import { findElement, mountWidget, unmountWidget, type MountOptions as WidgetMountOptions } from '../ui/mount';
import type { TextSection } from '../ui/locale';
import { addText, type Catalogue } from '../ui/text';
import type { Styles } from '../ui/theme';
import type { PresentationConfig } from '../ui/presentation';
import type { LoginConfig } from './config';
import { tokenParams } from './flows';
import { profileChunk } from './lazy';
import type { UserProfileProps } from '../profile/UserProfile';
import { LoginWidget, type WidgetMode } from './LoginWidget';
import { createMachine, initialState, type Machine } from './machine';
import { everyProduct, type FindProduct } from './product-names';
import { type ConsumerKey, consumerText } from './text';

export interface MountOptions {
  /** A CSS selector ('#login'), an element id, or the element itself (what the custom elements pass). */
  elementId: string | HTMLElement;
  /** The 6.x options name the client that draws; the method's own client draws (accepted, unused). */
  client?: unknown;
  config?: LoginConfig;
  styles?: Styles;
  /** The 6.x presentation option: a theme or a [light, dark] pair; `styles` win over it. */
  presentation?: PresentationConfig;
  /** A built-in translation ('fr', 'ar', ...: src/ui/locale.ts); English by default; `strings` win over it. */
  locale?: string;
  callbacks?: Callbacks;
  /** Text overrides by catalogue key (src/consumer/text.ts, text-screens.ts, the shared ui ones): a key no catalogue has is a compile error. */
  strings?: Partial<Record<ConsumerKey, string>>;
}

/** Props the identity-provider widget receives (src/idp registers it, see registerIdentityProvider). */
export interface IdentityProviderProps {
  client: StytchHeadlessClient;
  callbacks?: Callbacks;
  getIDPConsentManifest?: unknown;
  authTokenParams?: AuthTokenParams;
  trustedAuthTokenParams?: AuthTokenParams;
}

/** What the identity-provider module (src/idp/IdentityProvider.tsx) gives this client. */
export interface IdentityProviderModule {
  IdentityProvider: ComponentType<IdentityProviderProps>;
  idpText: Catalogue;
  /** The requests its page makes (the CDN bundle's chunk, src/entries/cdn/idp-chunk.ts, brings them). */
  requests?: (ctx: Ctx) => Parts<StytchHeadlessClient>;
}

/** The profile widget from its chunk (the Spinner, or Retry, meanwhile); its strings join the mount's catalogue as it loads. */
const LazyUserProfile = lazyComponent<UserProfileProps, typeof import('../profile/chunk')>(profileChunk, 'UserProfile');

let idp: { component: ComponentType<IdentityProviderProps>; text: Catalogue } | null = null;
let idpLoader: (() => Promise<IdentityProviderModule>) | null = null;

/** The seam for src/idp: entry points register the IDP consent/logout widget here. */
export function registerIdentityProvider(component: ComponentType<IdentityProviderProps>, text: Catalogue = {}) {
  idp = { component, text };
}

/** Registers the IDP widget's module loader: a lazy chunk, loaded on the first mountIdentityProvider. */
export function registerIdentityProviderLoader(load: () => Promise<IdentityProviderModule>) {
  idpLoader = load;
}

/** The registered loader's widget (the Spinner, or Retry, meanwhile); its strings join the catalogue as it loads. */
const LazyIdentityProvider = lazyComponent<IdentityProviderProps, IdentityProviderModule>(
  () => idpLoader!().then((m) => (addText(m.idpText), m)),
  'IdentityProvider',
);

/**
 * mountWidget's options: the host's (styles, presentation, locale, strings, callbacks), nonce and shadow DOM from its config,
 * the widget's section and English catalogue, the public method called (the no-element error names it).
 */
const widgetOptions = (
  o: Omit<MountOptions, 'elementId' | 'config'> & { config?: { nonce?: string; enableShadowDOM?: boolean } },
  section: TextSection,
  method: string,
  text?: Catalogue,
): WidgetMountOptions => ({ ...o, section, text, method, nonce: o.config?.nonce, enableShadowDOM: o.config?.enableShadowDOM });

/** The public method of each mode (the no-element error names it). */
const METHODS: Record<WidgetMode, string> = {
  login: 'mountLogin',
  reset: 'mountResetPassword',
  passkeyRegistration: 'mountPasskeyRegistration',
};

export class StytchClient extends StytchHeadlessClient {
  /** @internal the widgets' telemetry events (the headless client sends none, so its bundle leaves this out). */
  readonly telemetry = telemetry(this.ctx.net, this.ctx.publicToken);
  /** @internal how a product named by its 5.x string reads: none here, as 6.x's client takes product objects only (registry.ts refuses). */
  declare protected productNamed?: FindProduct;
  /** Widget state per host element, kept across re-mounts (mounting again updates); dropped when its mount goes. */
  private machines = new WeakMap<Element, { mode: WidgetMode; key?: string; m: Machine }>();

  /**
   * Mounts (or updates) the widget on the element; the function returned unmounts it and forgets its
   * state, as unmount() does. The state is kept across mounts of the same mode and `key` (the reset
   * widget's token: a mount with another token, e.g. a React prop that arrives after the first
   * render, starts that reset afresh).
   */
  private mountMode(o: MountOptions, mode: WidgetMode, initial: (r: Registry) => Machine, key?: string) {
    const config = o.config || {};
    const products = registry(config, mode, this.productNamed);
    const el = findElement(o.elementId, METHODS[mode]);
    let e = this.machines.get(el);
    if (!e || e.mode !== mode || e.key !== key) this.machines.set(el, (e = { mode, key, m: initial(products) }));
    return mountWidget(
      el,
      // Keyed by its machine: a new machine is a new widget, whose mount-time effects run for it.
      <LoginWidget key={e.m} client={this} config={config} products={products} callbacks={o.callbacks} m={e.m} mode={mode} />,
      // Unmounting (the function returned, unmount(), or the host leaving the page) forgets the state.
      { ...widgetOptions(o, 'consumer', METHODS[mode], consumerText), onUnmount: () => this.machines.delete(el) },
    );
  }

  /**
   * The login and sign-up widget. A reset_password token in the address opens the reset form where the
   * widget has it (registry.ts; the CDN bundles and single files have every screen).
   */
  mountLogin(o: MountOptions) {
    return this.mountMode(o, 'login', (r) => {
      const p = tokenParams();
      this.telemetry.log('render_login_screen', { config: o.config || {} });
      return createMachine(
        p?.type === 'reset_password' && r.screens.PasswordResetForm ? initialState('PasswordResetForm', p.token) : initialState(),
      );
    });
  }

  /**
   * The password reset form for the token of a reset link; without one (or an empty one, as a page's
   * `searchParams.get('token') ?? ''` passes), the token this element's reset
   * widget already has (its flow goes on: 'Back to log in' took the link out of the address), else a
   * reset link's in the page's address (as the official 6.x widget reads it: its React component's
   * prop is optional).
   */
  mountResetPassword(o: MountOptions & { passwordResetToken?: string }) {
    const shown = this.machines.get(findElement(o.elementId, METHODS.reset));
    const link = tokenParams();
    const token =
      o.passwordResetToken || (shown?.mode === 'reset' ? shown.key : undefined) || (link?.type === 'reset_password' ? link.token : '');
    return this.mountMode(o, 'reset', () => createMachine(initialState('PasswordResetForm', token)), token);
  }

  /** Passkey registration for the signed-in user (its screens come with the passkey work). */
  mountPasskeyRegistration(o: MountOptions) {
    return this.mountMode(o, 'passkeyRegistration', () => createMachine(initialState('PasskeyRegistrationStart')));
  }

  /**
   * featherlogin's own (no official counterpart): the account page of the signed-in user: name,
   * emails and phones, password, passkeys, authenticator app and recovery codes, connected accounts
   * and apps, this session. A chunk of its own (featherlogin.profile.js), loaded on the first call.
   */
  mountUserProfile(
    o: Omit<MountOptions, 'config'> & { config?: UserProfileProps['config'] & { nonce?: string; enableShadowDOM?: boolean } },
  ) {
    return mountWidget(o.elementId, <LazyUserProfile client={this} config={o.config} />, widgetOptions(o, 'profile', 'mountUserProfile'));
  }

  /** The identity-provider consent and logout screens (src/idp; a lazy chunk in some builds: the Spinner, or Retry, until it loads). */
  mountIdentityProvider(
    o: Omit<MountOptions, 'config'> &
      Pick<IdentityProviderProps, 'getIDPConsentManifest' | 'authTokenParams' | 'trustedAuthTokenParams'> & {
        config?: { enableShadowDOM?: boolean; nonce?: string };
      },
  ) {
    // The element first, as the official method: nothing starts for an element that is not there.
    const el = findElement(o.elementId, 'mountIdentityProvider');
    if (!idp && !idpLoader) throw new Error('featherlogin: the identity-provider widget is not part of this build.');
    const C = idp?.component || LazyIdentityProvider;
    startIdentityProvider(this.ctx);
    // The page's requests: in the CDN bundle they come with the widget's chunk, handed to the client as
    // it loads, before the widget renders (this callback runs before the widget's own); in ESM builds
    // they load with the sign-in namespaces (a stub's chunk): beside the widget's chunk, not after it.
    if (__CDN__)
      void idpLoader!()
        .then((m) => provide<StytchHeadlessClient>(this, m.requests!(this.ctx)))
        .catch(() => {});
    else if (__LAZY_API__) preload(this.idp);
    return mountWidget(
      el,
      // the widget's options are the mount's (callbacks, getIDPConsentManifest, the token to attest)
      <C {...o} client={this} />,
      widgetOptions(o, 'idp', 'mountIdentityProvider', idp?.text),
    );
  }

  /** Removes the widget mounted on that element. */
  unmount(elementId: string | HTMLElement) {
    const el = findElement(elementId, 'unmount');
    this.machines.delete(el);
    unmountWidget(el);
  }
}

/**
 * The 5.x client that draws (deprecated in 6.x, where it also extends StytchClient). A config may name
 * its products by the 5.x strings ('otp'): a page that constructs it holds every product's screens,
 * each a lazy chunk loaded when a widget shows it.
 */
export class StytchUIClient extends StytchClient {
  // Only the ESM builds read products by id: a CDN bundle's or single file's widgets have every screen (registry.ts everyScreen).
  protected override productNamed = __CDN__ || !__CHUNKS__ ? undefined : everyProduct;
}
