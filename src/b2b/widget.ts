// The organization widget's core: what every intent (intents/*.ts) and screen works over. State is
// a signal fed by the pure machine (machine.ts); the client is the real headless client's type;
// text, events and errors go through the mount's catalogue and the host's callbacks. Intents are
// free functions of this core, so a screen imports the intents it calls and a lazy chunk carries
// its own (ARCHITECTURE.md, "Adding a B2B screen").
import type { StytchB2BHeadlessClient } from '../core/b2b/client';
import type { StytchEventType } from '../core/enums';
import { emit as emitTo, reportError } from '../ui/events';
import type { ChunkModule } from '../ui/lazy';
import { computed, type ReadonlySignal, type Signal } from '@preact/signals';
import { createStore } from '../ui/store';
import { productId } from '../ui/product';
import type { Catalogue, Text } from '../ui/text';
import { type Callbacks, providerList, type StytchB2BUIConfig } from './config';
import { type Action, type Halves, initialState, type Link, reduce, type Screen, type State } from './machine';
import { filterProducts, orgAllowedMethods } from './rules';
import type { Chunks } from './lazy';
import type { B2BKey, B2BT } from './text';

/** What the widget calls of the headless client: the real client's own members, so every call is type-checked. */
export type B2BClient = Pick<
  StytchB2BHeadlessClient,
  | 'magicLinks'
  | 'otps'
  | 'passwords'
  | 'oauth'
  | 'sso'
  | 'discovery'
  | 'organization'
  | 'searchManager'
  | 'totp'
  | 'recoveryCodes'
  | 'impersonation'
  | 'session'
  | 'bootstrap'
>;

export interface Widget {
  readonly state: Signal<State>;
  dispatch(a: Action): void;
  /** What the root shows: the current screen, or null while an authentication or organization fetch runs (the loading view). */
  readonly shown: ReadonlySignal<Screen | null>;
  /** A copy the host's later mounts update in place (the flow's state survives a re-mount). */
  readonly config: StytchB2BUIConfig;
  readonly client: B2BClient;
  /** The mounted widget's text (catalogue, the host's strings, and the strings of chunks it loaded); `add` merges a chunk's. */
  t: B2BT & Pick<Text, 'add'>;
  emit(type: StytchEventType, data?: unknown): void;
  /** To the host's onError. */
  report(e: unknown): void;
  /** The lazy chunks' loaders (lazy.ts), for later(). */
  readonly chunks: Chunks;
  /** Completes the state machine with a half its chunk brings: the steps half (machine-steps.ts, intents/core.ts advance()), the MFA half (machine-mfa.ts, screens/MFALoad.tsx). */
  add(halves: Halves): void;
  /** Mount plumbing: the root keeps the text current; a later mount replaces config and callbacks. */
  setText(t: Text): void;
  update(config: StytchB2BUIConfig, callbacks: Callbacks): void;
}

export function createWidget(
  client: B2BClient,
  initialConfig: StytchB2BUIConfig,
  callbacks: Callbacks,
  text: Text,
  chunks: Chunks,
): Widget {
  const config = { ...initialConfig };
  const halves: Halves = {};
  const { state, dispatch } = createStore<State, Action>(
    (s, a) => reduce(s, a, halves),
    initialState(initialConfig.authFlowType, null, pageLink()),
  );
  return {
    state,
    dispatch,
    shown: computed(() => (state.value.loading ? null : state.value.screen)),
    config,
    client,
    t: Object.assign((key: B2BKey, vars?: Record<string, unknown>) => text(key, vars), { add: (c: Catalogue) => text.add(c) }),
    emit: (type, data = {}) => emitTo(callbacks, type, data),
    report: (e) => reportError(callbacks, e),
    chunks,
    add: (h) => void Object.assign(halves, h),
    setText: (next) => void (text = next),
    update(next, nextCallbacks) {
      for (const k of Object.keys(config)) delete (config as Record<string, unknown>)[k];
      Object.assign(config, next);
      callbacks = nextCallbacks;
    },
  };
}

/**
 * One client call: `event` (null: the call has none) goes to the host with the answer; a failure
 * goes to onError and rethrows for the intent to word.
 */
export async function call<R>(w: Widget, event: StytchEventType | null, fn: (c: B2BClient) => Promise<R>): Promise<R> {
  try {
    const r = await fn(w.client);
    if (event) w.emit(event, r);
    return r;
  } catch (e) {
    w.report(e);
    throw e;
  }
}

/**
 * A lazy intent from code outside its chunk: `later(w, (c) => c.steps, (m) => m.passwordLogin(w, ...))`.
 * A chunk that cannot load goes to onError, runs `failed` (when the caller needs more), and answers
 * as a failed call does: the inline default message.
 */
export const later = <M extends ChunkModule, R>(
  w: Widget,
  chunk: (c: Chunks) => () => Promise<M>,
  use: (m: M) => Promise<R>,
  failed?: () => void,
) =>
  chunk(w.chunks)().then(
    (m) => {
      if (m.text) w.t.add(m.text); // the chunk's strings join this mount's catalogue
      return use(m);
    },
    // A chunk file that cannot load (none in the single files, which hold every chunk).
    __CHUNKS__
      ? (e) => {
          w.report(e);
          failed?.();
          return w.t('err.default');
        }
      : undefined,
  );

/** An intent of the steps chunk (the commonest `later`): `inSteps(w, (m) => m.startSSO(w, id))`. */
export const inSteps = <R>(w: Widget, use: (m: Awaited<ReturnType<Chunks['steps']>>) => Promise<R>, failed?: () => void) =>
  later(w, (c) => c.steps, use, failed);

const TOKEN_PARAMS = ['token', 'stytch_token_type', 'stytch_redirect_type'];

/** The page address's redirect link (spec section 2): the widget's first state and load() read it. */
export function pageLink(): Link {
  const q = new URL(window.location.href).searchParams;
  return {
    token: q.get('token') || '',
    tokenType: q.get('stytch_token_type') || '',
    toReset: q.get('stytch_redirect_type') === 'reset_password',
  };
}

/** A spent (or unusable) token leaves the address bar (spec section 2). */
export function removeTokenParams() {
  const url = new URL(window.location.href);
  for (const p of TOKEN_PARAMS) url.searchParams.delete(p);
  window.history.replaceState(window.history.state, '', url.toString());
}

/** To `screen`; `push` keeps the current one for Back (Main, the root, clears the history). */
export const show = (w: Widget, screen: Screen, push?: boolean) => w.dispatch({ type: 'transition', screen, push });

/** The known organization (null before one is known). */
export const organization = (w: Widget) => w.state.value.flow.organization;

/** The products Main offers now: configured, filtered by the allowed primary methods (section 5). */
export const products = (w: Widget) =>
  filterProducts(
    (w.config.products ?? []).map(productId),
    providerList(w.config),
    w.state.value.primary.methods ?? orgAllowedMethods(organization(w)),
  );
