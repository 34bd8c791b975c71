// StytchB2BUIClient: the B2B headless client plus the official SDK's mount methods.
import { StytchB2BHeadlessClient } from '../core/b2b/client';
import { bySlug } from '../core/b2b/organization-lookup';
import type { IdentityProviderProps, MountIdentityProviderOptions } from '../idp/IdentityProvider';
import type { MemberProfileProps } from '../profile/MemberProfile';
import type { Callbacks } from '../ui/events';
import { lazy } from '../core/chunk';
import { provide } from '../core/stubs';
import { telemetry } from '../core/telemetry';
import { startIdentityProvider } from '../core/idp-start';
import { lazyComponent } from '../ui/lazy';
import { findElement, mountWidget, unmountWidget, type MountOptions as WidgetMountOptions } from '../ui/mount';
import type { TextSection } from '../ui/locale';
import { addText, type Catalogue, makeT, uiText } from '../ui/text';
import type { Styles } from '../ui/theme';
import type { PresentationConfig } from '../ui/presentation';
import { B2BWidget } from './B2BWidget';
import { chunks } from './lazy';
import { manifest } from './manifest';
import type { StytchB2BUIConfig } from './config';
import { createWidget, type Widget } from './widget';
import { type B2BKey, b2bText } from './text';

export interface B2BMountOptions {
  /** A CSS selector ('#login'), an element id, or the element itself (what the custom elements pass). */
  elementId: string | HTMLElement;
  /** The 6.x options name the client that draws; the method's own client draws (accepted, unused). */
  client?: unknown;
  config: StytchB2BUIConfig;
  styles?: Styles;
  /** The 6.x presentation option: a theme or a [light, dark] pair; `styles` win over it. */
  presentation?: PresentationConfig;
  /** A built-in translation ('fr', 'ar', ...: src/ui/locale.ts); English by default; `strings` win over it. */
  locale?: string;
  callbacks?: Callbacks;
  /** Text overrides by catalogue key (src/b2b/text.ts, text-screens.ts, the shared ui ones): a key no catalogue has is a compile error. */
  strings?: Partial<Record<B2BKey, string>>;
}

/**
 * The identity-provider widget's module (src/idp), loaded on the first mountIdentityProvider: with the
 * requests its page makes (chunks/idp.ts) where the client's are stubs; the widget alone in the single
 * files, which hold every request (the requests' builders there were 0.3 kB of dead code).
 */
type IdpModule = typeof import('./chunks/idp-widget') & Partial<Pick<typeof import('./chunks/idp'), 'requests'>>;
const idp = lazy<IdpModule>(
  __CDN__
    ? manifest.chunks.idp.file
    : __IDP__
      ? __IDP__
      : __LAZY_API__
        ? () => import('./chunks/idp')
        : () => import('./chunks/idp-widget'),
);
/** Its widget (the Spinner, or Retry, meanwhile); its strings join the catalogue as it loads. */
const IdentityProvider = lazyComponent<IdentityProviderProps, IdpModule>(
  () => idp().then((m) => (addText(m.idpText), m)),
  'IdentityProvider',
);

/** The member profile widget (src/profile) from its chunk, on the first mountMemberProfile; its strings join the mount's catalogue as it loads. */
const MemberProfile = lazyComponent<MemberProfileProps, typeof import('../profile/b2b-chunk')>(
  lazy(__CDN__ ? manifest.chunks.profile.file : __PROFILE__ ? __PROFILE__ : () => import('../profile/b2b-chunk')),
  'MemberProfile',
);

/**
 * mountWidget's options: the host's (styles, presentation, locale, strings, callbacks), nonce and shadow DOM from its config,
 * the widget's section and English catalogue, the public method called (the no-element error names it).
 */
const widgetOptions = (
  o: Omit<B2BMountOptions, 'elementId' | 'config'> & { config?: { nonce?: string; enableShadowDOM?: boolean } },
  section: TextSection,
  method: string,
  text?: Catalogue,
): WidgetMountOptions => ({ ...o, section, text, method, nonce: o.config?.nonce, enableShadowDOM: o.config?.enableShadowDOM });

export class StytchB2BUIClient extends StytchB2BHeadlessClient {
  /** @internal the widget's telemetry events (the headless client sends none, so its bundle leaves this out). */
  readonly telemetry = telemetry(this.ctx.net, this.ctx.publicToken);
  /**
   * Widget state per host element: mounting again on the same element (the React adapter does on
   * every new props object) updates config and texts and keeps the flow; a new authFlowType restarts.
   */
  private widgets = new WeakMap<Element, { flow: string; w: Widget }>();

  constructor(...a: ConstructorParameters<typeof StytchB2BHeadlessClient>) {
    super(...a);
    // The client's requests load on their first call (build.mjs membersChunks; not in the single
    // files), but the Organization flow's first screen looks its slug up: that request is real up front.
    if (__LAZY_API__) provide<StytchB2BHeadlessClient>(this, { organization: { getBySlug: bySlug(this.ctx) } });
  }

  /** The organization login widget (Organization, Discovery or PasswordReset flow). */
  mount(o: B2BMountOptions) {
    const el = findElement(o.elementId, 'mount');
    let e = this.widgets.get(el);
    if (!e || e.flow !== o.config.authFlowType) {
      const t = makeT({ ...uiText, ...b2bText, ...o.strings });
      this.telemetry.log('render_b2b_login_screen', { config: o.config });
      e = { flow: o.config.authFlowType, w: createWidget(this, o.config, o.callbacks ?? {}, t, chunks) };
      this.widgets.set(el, e);
    } else e.w.update(o.config, o.callbacks ?? {});
    // Keyed by its widget: a new one (another flow) is a new instance, as its screens' own state belongs to it.
    // Unmounting (the function returned, unmount(), or the host leaving the page) forgets the flow's state.
    return mountWidget(el, <B2BWidget key={e.w} widget={e.w} />, {
      ...widgetOptions(o, 'b2b', 'mount', b2bText),
      onUnmount: () => this.widgets.delete(el),
    });
  }

  /** The identity-provider consent and logout screens (the Spinner, or Retry, while their chunk loads). */
  mountIdentityProvider(o: MountIdentityProviderOptions) {
    // The element first, as the official method: nothing starts for an element that is not there.
    const el = findElement(o.elementId, 'mountIdentityProvider');
    startIdentityProvider(this.ctx);
    // The page's requests come with its chunk, not with the client's other requests: handed to the
    // client as it loads, before the widget renders (this callback runs before the widget's own).
    if (__LAZY_API__)
      void idp()
        .then((m) => provide<StytchB2BHeadlessClient>(this, m.requests!(this.ctx)))
        .catch(() => {});
    return mountWidget(
      el,
      // the widget's options are the mount's (callbacks, getIDPConsentManifest, the token to attest)
      <IdentityProvider {...o} client={this} />,
      widgetOptions(o, 'idp', 'mountIdentityProvider'),
    );
  }

  /**
   * featherlogin's own (no official counterpart): the signed-in member's account page: name, MFA
   * phone and authenticator app, recovery codes, password, connected apps, the organization and
   * roles (read-only), this session. A chunk of its own (featherlogin.b2b.profile.js).
   */
  mountMemberProfile(o: Omit<B2BMountOptions, 'config'> & { config?: { nonce?: string; enableShadowDOM?: boolean } }) {
    return mountWidget(o.elementId, <MemberProfile client={this} />, widgetOptions(o, 'profile', 'mountMemberProfile'));
  }

  /** Removes the widget mounted on that element. */
  unmount(elementId: string | HTMLElement) {
    const el = findElement(elementId, 'unmount');
    this.widgets.delete(el);
    unmountWidget(el);
  }
}
