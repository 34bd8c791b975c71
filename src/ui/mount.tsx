// Mounting: one widget per host element. Mounting again on the same element re-renders it with the
// new props (Preact diffs, no remount). Styles (goober's sheet, src/ui/sheet.ts, and the theme rule)
// go into a <style> element created here (with the CSP nonce), inside an open shadow root when
// enableShadowDOM is set: never into document.head, never a style attribute.
import { createContext, render, type ComponentChildren, type VNode } from 'preact';
import { useContext } from 'react';
import { IdScope } from './ids';
import { onRule, sheetText } from './sheet';
import { cx } from './styles';
import { resolveTheme, themeProps, themeRule, type Styles, type Theme } from './theme';
import type { PresentationConfig } from './presentation';
import { createToasts, ToastContext, type ToastStore } from './toasts';
import { makeT, TextContext, uiText, type Catalogue } from './text';
import { Toasts } from './components/Toasts';
import { Spinner } from './components/Spinner';
import { isRTL, loadLocale, localeNow, matchLocale, type TextSection } from './locale';
import { lazy, setScriptNonce } from '../core/chunk';
import { reportError, type Callbacks } from './events';

export interface MountOptions {
  /** The official SDK's `styles` object. */
  styles?: Styles;
  /** The 6.x presentation option: a theme or a [light, dark] pair (src/ui/presentation.ts); `styles` win over it. */
  presentation?: PresentationConfig;
  /** Text overrides by catalogue key (wording or translation). */
  strings?: Catalogue;
  /** The widget's English catalogue (merged over the shared one). */
  text?: Catalogue;
  /** A built-in translation by BCP 47 tag ('fr', 'pt-BR', 'ar'...; src/ui/locale.ts); English by default. */
  locale?: string;
  /** The widget's section of a locale file. */
  section?: TextSection;
  /** Put on every <style> element the widget creates (CSP style-src 'nonce-…'). */
  nonce?: string;
  /** Render inside an open shadow root, styles included. */
  enableShadowDOM?: boolean;
  /** The host's callbacks: onError hears what fails inside the widget (CallbacksContext). */
  callbacks?: Callbacks;
  /** The public method the host called ('mountLogin'...): the no-element error names it; 'mount' by default. */
  method?: string;
  /** Runs when this mount goes (unmountWidget, or its host left the page: see mountWidget); the latest mount's. */
  onUnmount?: () => void;
}

interface Mounted {
  container: HTMLElement;
  style: HTMLStyleElement;
  scope: string;
  toasts: ToastStore;
  focus: { armed: boolean };
  theme: Theme;
  /** A presentation's root rule from the theme's custom properties (its dark set, color-scheme: presentation.ts `presentationLook`). */
  rule?: (scope: string, props: string) => string;
  /** Strings of the lazy chunks this mount loaded (kept across re-mounts). */
  chunkText: Catalogue;
  /** Times this mount rendered its root: a part of the id scope (src/ui/ids.ts). */
  renders: number;
  /** The latest mountWidget call's options: a late presentation or locale file re-renders only that call. */
  last?: MountOptions;
  /** Whether its host was in the page at the latest mount (a host that leaves it later is unmounted: mountWidget). */
  connected: boolean;
  /** The latest call's node: a host put back in the page after it was swept draws it again (`park`). */
  node?: VNode;
}

const mounted = new Map<Element, Mounted>();
/** Whether a widget is drawn in the element (mounted and not unmounted since). */
export const isMounted = (el: Element) => mounted.has(el);
/**
 * Mounts so far, counted on the page rather than in this module: two CDN bundles on one page (the
 * consumer and the B2B widget) each carry this module, and their scopes and element ids must differ.
 */
const page = globalThis as typeof globalThis & { __featherloginMounts?: number };

export const ThemeContext = createContext<Theme>(resolveTheme());
export const useTheme = () => useContext(ThemeContext);

/** Screen focus is armed once the user has been in the widget (Root): no first screen takes the host page's focus. */
export const FocusContext = createContext({ armed: true });

/** The host's callbacks: onError hears what fails inside the widget (e.g. a lazy part that cannot load). */
export const CallbacksContext = createContext<Callbacks | undefined>(undefined);

/** The official SDK's words; `method`: the public method the host called. */
export const noElementMessage = (selector: string, method: string) =>
  `The selector you specified (${selector}) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling ${method}().`;

/** '#login', '.x', a bare id like 'login', or the element itself. Throws the official error (naming `method`) when nothing matches. */
export function findElement(selector: string | Element, method = 'mount'): Element {
  if (typeof selector !== 'string') return selector;
  let el: Element | null = null;
  try {
    el = document.querySelector(selector);
  } catch {
    /* not a valid selector: maybe a bare id */
  }
  el ||= document.getElementById(selector.replace(/^#/, ''));
  if (!el) throw new Error(noElementMessage(selector, method));
  return el;
}

function Root(props: { m: Mounted; theme: Theme; t: ReturnType<typeof makeT>; callbacks?: Callbacks; children: ComponentChildren }) {
  const { m } = props;
  // Screen changes move focus only once the user has been in this widget (a focus or a click inside
  // it): a first screen, even one drawn after a loading one, never takes the page's focus.
  const arm = () => void (m.focus.armed = true);
  return (
    <ThemeContext.Provider value={props.theme}>
      <TextContext.Provider value={props.t}>
        <ToastContext.Provider value={m.toasts}>
          <FocusContext.Provider value={m.focus}>
            <CallbacksContext.Provider value={props.callbacks}>
              <IdScope.Provider value={`${m.scope}r${m.renders}`}>
                {/* data-kbd after a key that is not a character (Tab, Enter, arrows, Escape...), until a pointer is
                    used: only then does a focused heading draw its ring (styles.ts). Typing alone does not. */}
                <div
                  class={`${cx.root} ${m.scope}`}
                  onKeyDownCapture={(e) => e.key.length > 1 && e.currentTarget.setAttribute('data-kbd', '')}
                  onPointerDownCapture={(e) => e.currentTarget.removeAttribute('data-kbd')}
                  onFocusCapture={arm}
                  onClickCapture={arm}
                >
                  {props.children}
                  <Toasts />
                </div>
              </IdScope.Provider>
            </CallbacksContext.Provider>
          </FocusContext.Provider>
        </ToastContext.Provider>
      </TextContext.Provider>
    </ThemeContext.Provider>
  );
}

function syncStyle(m: Mounted) {
  const text = sheetText() + (m.rule ? m.rule(m.scope, themeProps(m.theme)) : themeRule(m.scope, m.theme));
  if (m.style.textContent !== text) m.style.textContent = text;
}

// New rules reach every mounted widget's style element: a class created after mount (One Tap's
// measured height) or the classes of a lazily loaded module, before it renders. One copy per task:
// syncStyle writes only when the text changed.
onRule(() => mounted.forEach(syncStyle));

/** Renders `node` into the element named by `selector` (or that element); returns the unmount function. */
export function mountWidget(selector: string | Element, node: VNode, o: MountOptions = {}): () => void {
  const host = findElement(selector, o.method);
  swept.delete(host); // a mount now is the one to draw, not a swept one
  // Mounts whose host the page removed without unmounting them (a single-page app dropped the node)
  // go now, as unmountWidget does: their state would otherwise stay for the page's lifetime.
  // A view the page only set aside (Vue's KeepAlive, a cached route) may come back: `park` draws it
  // then, with its state (its client keeps that by the host, weakly: gone with a host dropped for good).
  for (const [h, x] of mounted) if (x.connected && !h.isConnected) takeDown(h, x), park(h, x);
  let m = mounted.get(host);
  if (!m) {
    // An element keeps a shadow root for good (an earlier mount with enableShadowDOM): render in it,
    // as the host's light children are not shown beside it.
    const parent: Element | ShadowRoot =
      host.shadowRoot || ((o.presentation?.options?.enableShadowDOM ?? o.enableShadowDOM) ? host.attachShadow({ mode: 'open' }) : host);
    const style = document.createElement('style');
    // The nonce must be there before the element enters the page: CSP checks it on insertion.
    if (o.nonce) style.setAttribute('nonce', o.nonce);
    const container = document.createElement('div');
    parent.append(style, container);
    m = {
      container,
      style,
      scope: `fl-w${(page.__featherloginMounts = (page.__featherloginMounts || 0) + 1)}`,
      toasts: createToasts(),
      focus: { armed: false },
      theme: resolveTheme(),
      chunkText: {},
      renders: 0,
      connected: false,
    };
    mounted.set(host, m);
  }
  m.last = o;
  m.connected = host.isConnected;
  m.node = node;
  if (o.nonce) m.style.setAttribute('nonce', o.nonce), setScriptNonce(o.nonce);
  // With a presentation option, its mapping module comes first (the spinner meanwhile, in the host's styles).
  const look = !o.presentation
    ? { light: o.styles }
    : presentation?.presentationLook(o.presentation, o.styles, (s) => themeProps(resolveTheme(s)));
  const theme = (m.theme = resolveTheme(look?.light || o.styles));
  m.rule = look && 'rule' in look ? look.rule : undefined;
  syncStyle(m);
  const locale = matchLocale(o.locale);
  if (o.locale && locale === 'en' && !/^en\b/i.test(o.locale))
    console.warn(`featherlogin: no built-in translation for "${o.locale}"; English is used.`);
  const file = localeNow(locale);
  // 'fr-CA': the phone field starts on Canada rather than the language's usual country.
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})$/.exec(o.locale || '')?.[1]?.toUpperCase();
  // Keys the catalogues loaded so far lack: the official widget's message ids, or ours of screens that
  // load later. The map of the ids loads beside the first screen (nothing waits for it), then the widget
  // draws again with the host's words in their places. A failed load leaves the strings as they are,
  // unreported (the keys may all be ours).
  const foreign =
    !!o.strings &&
    !!o.section &&
    o.section !== 'profile' &&
    !official &&
    !officialFailed &&
    Object.keys(o.strings).some((k) => !(k in uiText) && !(o.text && k in o.text) && !(k in m.chunkText));
  const strings = official && o.strings && o.section ? official.fromOfficial(o.strings, o.section) : o.strings;
  const t = makeT(
    { ...uiText, ...o.text, ...file?.ui, ...(o.section && file?.[o.section]), ...(region && { 'ui.phone.region': region }), ...strings },
    m.chunkText,
    !!file && isRTL(locale),
  );
  let content = node;
  const mine = m;
  // A late module renders this call's node only while it is still the host's latest mount (not
  // after an unmount, nor over a newer mount's node and options).
  const latest = () => mounted.get(host) === mine && mine.last === o;
  if (!look) {
    content = <Spinner />;
    loadPresentation().then(
      (p) => ((presentation = p), latest() && mountWidget(host, node, o)),
      (e) => (reportError(o.callbacks, e), latest() && mountWidget(host, node, { ...o, presentation: undefined })),
    );
  } else if (locale !== 'en' && !file) {
    // Its language is not in yet: a spinner, then the widget in that language (never English first).
    content = <Spinner />;
    loadLocale(locale).then(
      () => latest() && mountWidget(host, node, o),
      (e) => (reportError(o.callbacks, e), latest() && mountWidget(host, node, { ...o, locale: undefined })),
    );
  }
  if (foreign)
    loadOfficial().then(
      (mod) => ((official = mod), latest() && mountWidget(host, node, o)),
      () => (officialFailed = true),
    );
  // Screen readers pick the voice from lang: the translation's, else English; with the host's own
  // strings and no translation, the page's.
  if (file) m.container.setAttribute('lang', locale);
  else if (o.strings && Object.keys(o.strings).length) m.container.removeAttribute('lang');
  else m.container.setAttribute('lang', 'en');
  if (file && isRTL(locale)) m.container.setAttribute('dir', 'rtl');
  else m.container.removeAttribute('dir');
  m.renders++;
  render(
    <Root m={m} theme={theme} t={t} callbacks={o.callbacks}>
      {content}
    </Root>,
    m.container,
  );
  return () => unmountWidget(host);
}

/**
 * The official widgets' message ids as featherlogin's keys (official-strings.ts), loaded only by a
 * mount whose strings name keys its catalogues lack (next to the script in CDN and single files,
 * as the translations are). Should it fail to load, the host's strings apply as they are.
 */
type OfficialModule = typeof import('./official-strings');
let official: OfficialModule | undefined;
let officialFailed = false;
const loadOfficial = lazy<OfficialModule>(__SCRIPT__ ? 'featherlogin.strings.js' : () => import('./official-strings'));

/** The presentation option's theme mapping, loaded only by mounts that pass one (CDN: featherlogin.presentation.js; in the single files' own code). */
type PresentationModule = typeof import('./presentation');
let presentation: PresentationModule | undefined;
const loadPresentation = lazy<PresentationModule>(
  __SCRIPT__ && __CHUNKS__ ? 'featherlogin.presentation.js' : () => import('./presentation'),
);

/**
 * Hosts swept while out of the page, with the mount that drew each: put back, a host draws again (its
 * widget as it was), as the official widget's element does when it is connected again. Held weakly
 * (a host the page dropped for good goes with its state); a document observer runs while one waits.
 * Not seen: a host put back inside a shadow root.
 */
const parked = new Set<WeakRef<Element>>();
const swept = new WeakMap<Element, Mounted>();
let watch: MutationObserver | undefined;
function park(host: Element, m: Mounted) {
  if (typeof WeakRef !== 'function') return;
  swept.set(host, m);
  parked.add(new WeakRef(host));
  (watch ||= new MutationObserver(() => {
    for (const ref of parked) {
      const h = ref.deref();
      const m = h && swept.get(h);
      if (!m) parked.delete(ref);
      else if (h.isConnected) parked.delete(ref), mountWidget(h, m.node!, m.last);
    }
    if (!parked.size) watch!.disconnect(), (watch = undefined);
  })).observe(document, { childList: true, subtree: true });
}

/** Removes the widget mounted on `target` (an element or a selector). */
export function unmountWidget(target: Element | string) {
  const host = typeof target === 'string' ? findElement(target, 'unmount') : target;
  swept.delete(host); // unmounted on purpose: not drawn again if it comes back
  const m = mounted.get(host);
  if (m) takeDown(host, m), m.last?.onUnmount?.();
}

/** The widget out of its host: its tree unrendered (effects and subscriptions end), its elements removed. */
function takeDown(host: Element, m: Mounted) {
  mounted.delete(host);
  render(null, m.container);
  m.container.remove();
  m.style.remove();
}
