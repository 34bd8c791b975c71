// The widgets as custom elements, usable from plain HTML and any framework (the official 6.x tag
// and class names): <stytch-ui> (login; the organization widget when its client is a B2B one),
// <stytch-reset-password>, <stytch-passkey-registration>, <stytch-identity-provider>.
// Props are element properties (el.client = ..., el.config = ...) or one el.render({...}) call;
// host events arrive as callbacks and as DOM events ('stytch-event', 'stytch-error') that bubble
// out of a shadow root too. Importing this module where customElements does not exist (server
// rendering) defines nothing and throws nothing.
import { StytchSDKUsageError } from '../core/errors';
import type { AuthTokenParams } from '../core/idp';
import type { Callbacks, StytchEvent } from './events';

/** The mount methods of both UI clients that the elements call (a client is either vertical's). */
interface MountingClient {
  mountLogin?(o: object): () => void;
  mount?(o: object): () => void;
  mountResetPassword?(o: object): () => void;
  mountPasskeyRegistration?(o: object): () => void;
  mountIdentityProvider?(o: object): () => void;
  mountUserProfile?(o: object): () => void;
  mountMemberProfile?(o: object): () => void;
}

export interface StytchElementProps {
  client?: MountingClient;
  // Either vertical's config and the 6.x presentation: any object (an interface such as LoginConfig
  // is assignable to Record<string, any>, not to Record<string, unknown>).
  config?: { enableShadowDOM?: boolean; nonce?: string } & Record<string, any>;
  presentation?: { options?: { enableShadowDOM?: boolean } } & Record<string, any>;
  styles?: object;
  callbacks?: Callbacks;
  strings?: Record<string, string>;
  locale?: string;
  passwordResetToken?: string;
  getIDPConsentManifest?: unknown;
  /** 6.x identity provider: the trusted auth token to attest (consumer name; B2B `trustedAuthTokenParams`). */
  authTokenParams?: AuthTokenParams;
  trustedAuthTokenParams?: AuthTokenParams;
}

const PROPS = [
  'client',
  'config',
  'presentation',
  'styles',
  'callbacks',
  'strings',
  'locale',
  'passwordResetToken',
  'getIDPConsentManifest',
  'authTokenParams',
  'trustedAuthTokenParams',
] as const;

/** Event where it exists (a plain const: a class extending it stays droppable by a page's bundler). */
const EventBase: typeof Event = typeof Event === 'undefined' ? (class {} as typeof Event) : Event;

// The event classes are made in pure calls: a page that imports neither bundles neither (a class
// that extends another is kept by bundlers otherwise).
/** A widget event as a DOM event: `detail` is { type, data }, as are the official stytchEventType / stytchEventData. */
export const StytchDOMEvent = /* @__PURE__ */ (() =>
  class StytchDOMEvent extends EventBase {
    readonly stytchEventType: string;
    readonly stytchEventData: unknown;
    readonly detail: StytchEvent;
    constructor(event: StytchEvent) {
      super('stytch-event', { bubbles: true, composed: true });
      this.detail = event;
      this.stytchEventType = event.type;
      this.stytchEventData = event.data;
    }
  })();
export type StytchDOMEvent = InstanceType<typeof StytchDOMEvent>;

/** A widget error as a DOM event: `error` (and `detail`) is the SDK error the onError callback hears. */
export const StytchErrorEvent = /* @__PURE__ */ (() =>
  class StytchErrorEvent extends EventBase {
    readonly error: unknown;
    readonly detail: unknown;
    constructor(error: unknown) {
      super('stytch-error', { bubbles: true, composed: true });
      this.error = this.detail = error;
    }
  })();
export type StytchErrorEvent = InstanceType<typeof StytchErrorEvent>;

type Method = (c: MountingClient) => ((o: object) => () => void) | undefined;

const Base = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

function widgetElement(method: Method, attributes: string[] = []) {
  class StytchElement extends Base {
    static observedAttributes = attributes;
    /** The props set so far (internal: read them through the element's properties). */
    p: StytchElementProps = {};
    // Not `private`: the class is exported through widgetElement()'s return type, and a declaration
    // file cannot name private members of an anonymous class (TS4094 broke the declaration build).
    /** @internal */ off?: () => void;
    /** @internal */ queued = false;
    /** @internal the constructor's option (without it, the `shadow` attribute says). */ shadow?: boolean;
    // The props as typed properties (accessors on the prototype, defined below; `declare` emits nothing).
    declare client?: StytchElementProps['client'];
    declare config?: StytchElementProps['config'];
    declare presentation?: StytchElementProps['presentation'];
    declare styles?: StytchElementProps['styles'];
    declare callbacks?: StytchElementProps['callbacks'];
    declare strings?: StytchElementProps['strings'];
    declare locale?: StytchElementProps['locale'];
    declare passwordResetToken?: StytchElementProps['passwordResetToken'];
    declare getIDPConsentManifest?: StytchElementProps['getIDPConsentManifest'];
    declare authTokenParams?: StytchElementProps['authTokenParams'];
    declare trustedAuthTokenParams?: StytchElementProps['trustedAuthTokenParams'];

    constructor(init?: { shadow?: boolean }) {
      super();
      this.shadow = init?.shadow;
    }

    /** Sets any props at once and renders (on the next microtask; flushRender() renders now). */
    render(props: StytchElementProps) {
      Object.assign(this.p, props);
      if (this.queued) return;
      this.queued = true;
      queueMicrotask(() => this.flushRender());
    }

    flushRender() {
      this.queued = false;
      const { client, config, presentation, callbacks } = this.p;
      if (!this.isConnected || !client) return;
      const mount = method(client);
      if (!mount)
        return this.failed(
          new StytchSDKUsageError(
            `<${this.localName}>`,
            'client must be a client of featherlogin that draws (createStytchClient, createStytchB2BClient), not a headless one.',
          ),
        );
      // As the official elements: the constructor's option, else a `shadow` attribute (<stytch-ui shadow>), read
      // here rather than in the constructor, which runs before the parser sets the attributes of an element
      // whose definition is already there.
      const shadow = this.shadow ?? this.hasAttribute('shadow');
      const enableShadowDOM = shadow || !!(presentation?.options?.enableShadowDOM ?? config?.enableShadowDOM);
      const both: Callbacks = {
        ...callbacks,
        onEvent: (e) => (callbacks?.onEvent?.(e), this.dispatchEvent(new StytchDOMEvent(e))),
        onError: (e) => (callbacks?.onError?.(e), this.dispatchEvent(new StytchErrorEvent(e))),
      };
      // A usage error (a 6.x config naming products by string, a widget without its product...) reaches the
      // page as an error event and onError, as a failure while drawing does, not as an uncaught exception.
      try {
        // The resolved choice in both places the mount reads (its presentation's wins there).
        const look = presentation && { ...presentation, options: { ...presentation.options, enableShadowDOM } };
        this.off = mount.call(client, {
          ...this.p,
          elementId: this,
          config: { ...config, enableShadowDOM },
          presentation: look,
          callbacks: both,
        });
      } catch (e) {
        this.failed(e instanceof Error ? e : new Error(String(e)));
      }
    }

    /** @internal */ failed(e: Error) {
      console.error(e);
      this.p.callbacks?.onError?.(e);
      this.dispatchEvent(new StytchErrorEvent(e));
    }

    /** Attributes the official elements read (`passwordResetToken` on <stytch-reset-password>: a token the server wrote into the page). */
    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (name === 'passwordresettoken') this.render({ passwordResetToken: value ?? undefined });
    }

    connectedCallback() {
      // A property set before this element's definition arrived shadows the accessor: take it over.
      for (const k of PROPS) {
        if (Object.prototype.hasOwnProperty.call(this, k)) {
          const v = (this as Record<string, unknown>)[k];
          delete (this as Record<string, unknown>)[k];
          this.render({ [k]: v });
        }
      }
      this.render({});
    }

    disconnectedCallback() {
      this.off?.();
      this.off = undefined;
    }
  }
  for (const k of PROPS) {
    Object.defineProperty(StytchElement.prototype, k, {
      get(this: StytchElement) {
        return this.p[k];
      },
      set(this: StytchElement, v: unknown) {
        this.render({ [k]: v });
      },
    });
  }
  return StytchElement;
}

/** <stytch-ui>: the login widget with a consumer client, the organization widget with a B2B client. */
// Pure: a page that imports none of them (from featherlogin's main entries) bundles none.
export const StytchUI = /* @__PURE__ */ widgetElement((c) => c.mountLogin || c.mount);
export const StytchResetPassword = /* @__PURE__ */ widgetElement((c) => c.mountResetPassword, ['passwordresettoken']);
export const StytchPasskeyRegistration = /* @__PURE__ */ widgetElement((c) => c.mountPasskeyRegistration);
export const StytchIdentityProvider = /* @__PURE__ */ widgetElement((c) => c.mountIdentityProvider);
/** featherlogin's own: <stytch-user-profile> and <stytch-member-profile>, the account pages (src/profile). */
export const StytchUserProfile = /* @__PURE__ */ widgetElement((c) => c.mountUserProfile);
export const StytchMemberProfile = /* @__PURE__ */ widgetElement((c) => c.mountMemberProfile);
/**
 * The official B2B classes: the same elements, each its own class, so a page may define both
 * names (customElements.define takes a class once).
 */
export const StytchB2B = /* @__PURE__ */ widgetElement((c) => c.mount || c.mountLogin);
export const StytchB2BIdentityProvider = /* @__PURE__ */ widgetElement((c) => c.mountIdentityProvider);

export const elementTags = {
  'stytch-ui': StytchUI,
  'stytch-reset-password': StytchResetPassword,
  'stytch-passkey-registration': StytchPasskeyRegistration,
  'stytch-identity-provider': StytchIdentityProvider,
  'stytch-user-profile': StytchUserProfile,
  'stytch-member-profile': StytchMemberProfile,
} as const;

/** Defines every element once per page (a second bundle or import finds them defined); nothing where customElements is absent. */
export function defineElements() {
  if (typeof customElements === 'undefined') return;
  for (const [tag, cls] of Object.entries(elementTags)) if (!customElements.get(tag)) customElements.define(tag, cls);
}
