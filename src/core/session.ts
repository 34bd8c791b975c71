// The session's two states, absent and present, kept in cookies (tokens) and local storage
// (session, user, organization), synchronised across tabs through the storage event, and between the
// clients of one public token in a page through a page event (the official SDK shares one data layer
// per token: a sign-in through one client is the other's too).
import { Cookies, IST_LIFETIME_MS } from './cookies';
import { INVALID_RESPONSE, SDKInvalidResponseError } from './errors';
import { isObject } from './args';
import { type PageStorage, stored } from './storage';

/** Consumer: user + session. B2B: user holds the member, session the member session. */
export interface SessionState {
  session: { expires_at?: string; [k: string]: any } | null;
  user: Record<string, any> | null;
  organization?: Record<string, any> | null;
}

export interface Tokens {
  session_token: string;
  session_jwt: string;
}

type Listener = (s: SessionState) => void;
const EMPTY: SessionState = { session: null, user: null, organization: null };

/** The page event a store's own change is announced by, to the other stores of its key (its detail: PageNews). */
const PAGE_EVENT = 'featherlogin:session';
type PageNews = { key: string; from: object; state: SessionState };

/**
 * A stored value as listeners compare it: its JSON, `last_accessed_at` aside (a refresh moves only
 * it). A write that leaves it the same tells no one, as in the official client.
 */
export const seen = (s: unknown) => JSON.stringify(s, (k, v) => (k === 'last_accessed_at' ? undefined : v));

export type SessionStore = ReturnType<typeof sessionStore>;

/**
 * The boundary check: what reaches storage or a cookie from an answer must have its type (objects
 * for the session, user / member and organization, strings for tokens; null or absent is fine), or
 * the call is an invalid response and nothing is written. A session that is a string, or a token
 * that is an object ('[object Object]' in a cookie), would otherwise be stored.
 */
export function typed(objects: object, ...strings: unknown[]) {
  if (!Object.values(objects).every((v) => v == null || isObject(v)) || !strings.every((v) => v == null || typeof v === 'string'))
    throw new SDKInvalidResponseError(INVALID_RESPONSE);
}

export function sessionStore(
  publicToken: string,
  cookies: Cookies,
  storage: PageStorage,
  /** true with a custom API domain: cookies are then the server's (HttpOnly), so their absence proves nothing. */
  keepWithoutCookie = false,
  win: Pick<Window, 'addEventListener' | 'dispatchEvent'> | null = typeof window !== 'undefined' ? window : null,
) {
  const key = `stytch_sdk_state_${publicToken}`;
  const { names } = cookies;
  const listeners = new Set<Listener>();
  /** This store, as its page news names it (a store does not hear its own). */
  const self = {};
  const read = (): SessionState => {
    const v = stored<SessionState>(storage, key);
    return v ? { ...EMPTY, ...v } : EMPTY;
  };
  // Read at the first use, not at construction: a widget's first screen needs neither the stored
  // session nor a cookie (4x-throttled Chromium: the client is made ~15 ms sooner). The first read
  // also drops a stored session whose token cookie is gone, and starts listening to other tabs.
  let state: SessionState | undefined;
  // True until this page hears from the server or another tab (getInfo's fromCache): the state is then
  // announced once even when it did not change, so listeners learn it is fresh.
  let cached = true;
  const current = (): SessionState => state ?? load();
  const load = (): SessionState => {
    state = read();
    // No token cookie: signed out, which is news from the browser itself, not a cached value (the
    // official client ends such a session in its constructor, and its fromCache with it).
    if (!keepWithoutCookie && !cookies.get(names.session)) {
      if (state.session) wipe();
      cached = false;
    }
    win?.addEventListener('storage', (e) => {
      const k = (e as StorageEvent).key;
      if (k !== key && k !== null) return; // null: another tab cleared all of storage
      set(read());
    });
    return state;
  };
  // Another client's change for this token in this page (not the storage event, which only other tabs
  // hear): its state as it announced it, so a page whose storage is refused shares it too. Only between
  // clients that read the session alike (the same cookie names, both with or both without a custom API
  // domain): one that looked for its token under another name would take the session for signed out.
  const alike = `${key} ${names.session} ${names.jwt} ${names.ist} ${keepWithoutCookie}`;
  win?.addEventListener(PAGE_EVENT, (e) => {
    const news = (e as CustomEvent<PageNews>).detail;
    if (news?.key === alike && news.from !== self && isObject(news.state)) set(news.state);
  });
  /** Tells this page's other clients of the token what this one changed. */
  const tell = (state: SessionState) =>
    win?.dispatchEvent(new CustomEvent<PageNews>(PAGE_EVENT, { detail: { key: alike, from: self, state } }));
  /** This store's own change: its listeners told, and the token's other clients even when one of those throws. */
  const announce = (next: SessionState, was = current()) => {
    try {
      set(next, was);
    } finally {
      tell(next);
    }
  };
  const emit = () => {
    for (const l of [...listeners]) l(current());
  };
  /** The state is `next` now; listeners hear of it when it changed, or on the page's first news. */
  const set = (next: SessionState, was = current()) => {
    state = next;
    const first = cached;
    cached = false;
    if (first || seen(was) !== seen(next)) emit();
  };
  /** Storage full or refused (blocked site data, a sandboxed frame): the state stays in this page, its cookies carry the tokens. */
  const persist = (f: () => void) => {
    try {
      f();
    } catch {}
  };
  const dropCookies = () => {
    for (const n of [names.session, names.jwt, names.ist]) cookies.remove(n);
  };
  const wipe = () => {
    dropCookies();
    state = EMPTY;
    persist(() => storage.removeItem(key));
  };
  const write = (next: SessionState) => {
    persist(() => (next.session || next.user || next.organization ? storage.setItem(key, JSON.stringify(next)) : storage.removeItem(key)));
    announce(next);
  };

  const store = {
    key,
    get: current,
    /** Whether the state is still the one stored before this page heard from the server or another tab. */
    fromCache: () => cached, // read after get() (getters.ts getInfo), whose first read may settle it
    tokens(): Tokens | null {
      const session_token = cookies.get(names.session);
      return session_token ? { session_token, session_jwt: cookies.get(names.jwt) || '' } : null;
    },
    intermediateToken: () => cookies.get(names.ist),
    /**
     * Token cookies only, expiring at `expiresAt` (default: in 30 minutes); no stale JWT of an
     * earlier session is kept and the intermediate token is spent. The stored objects are untouched.
     */
    setTokens(tokens: { session_token: string; session_jwt?: string }, expiresAt?: string) {
      const expires = expiresAt ? new Date(expiresAt) : new Date(Date.now() + 30 * 60 * 1000);
      cookies.set(names.session, tokens.session_token, expires);
      if (tokens.session_jwt) cookies.set(names.jwt, tokens.session_jwt, expires);
      else cookies.remove(names.jwt);
      cookies.remove(names.ist);
    },
    /** Token cookies gone (an answer whose session came without them: a custom API domain's HttpOnly ones). */
    dropTokens: dropCookies,
    /** Merge fresher objects (e.g. the user after an update) without touching tokens. */
    update(partial: Partial<SessionState>) {
      typed(partial);
      write({ ...current(), ...partial });
    },
    /**
     * An answer with only an intermediate token (a second factor to come): the full session it may
     * replace goes, as the official B2B client does (the next calls carry this token, not the old one).
     */
    setIntermediate(token: string) {
      typed({}, token);
      if (current().session) store.clear();
      cookies.set(names.ist, token, new Date(Date.now() + IST_LIFETIME_MS));
    },
    /** Absent: every cookie and the stored state go. */
    clear() {
      const was = current();
      wipe();
      announce(EMPTY, was);
    },
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };

  return store;
}
