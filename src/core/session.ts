// The session's two states, absent and present, kept in cookies (tokens) and local storage
// (session, user, organization), synchronised across tabs through the storage event.
import { Cookies, IST_LIFETIME_MS } from './cookies';

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

export class SessionStore {
  readonly key: string;
  private state: SessionState = EMPTY;
  private listeners = new Set<Listener>();

  constructor(
    publicToken: string,
    readonly cookies: Cookies,
    private storage: Storage,
    /** true with a custom API domain: cookies are then the server's (HttpOnly), so their absence proves nothing. */
    keepWithoutCookie = false,
    win: Pick<Window, 'addEventListener'> | null = typeof window !== 'undefined' ? window : null,
  ) {
    this.key = `stytch_sdk_state_${publicToken}`;
    this.state = this.read();
    if (this.state.session && !keepWithoutCookie && !cookies.get(cookies.names.session)) this.clear();
    win?.addEventListener('storage', (e) => {
      const key = (e as StorageEvent).key;
      if (key !== this.key && key !== null) return; // null: another tab cleared all of storage
      this.state = this.read();
      this.emit();
    });
  }

  private read(): SessionState {
    try {
      const raw = this.storage.getItem(this.key);
      const v = raw ? JSON.parse(raw) : null;
      return v && typeof v === 'object' ? { ...EMPTY, ...v } : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  private write(next: SessionState) {
    this.state = next;
    if (next.session || next.user || next.organization) this.storage.setItem(this.key, JSON.stringify(next));
    else this.storage.removeItem(this.key);
    this.emit();
  }

  private emit() {
    for (const l of [...this.listeners]) l(this.state);
  }

  get(): SessionState {
    return this.state;
  }

  tokens(): Tokens | null {
    const session_token = this.cookies.get(this.cookies.names.session);
    const session_jwt = this.cookies.get(this.cookies.names.jwt);
    return session_token ? { session_token, session_jwt: session_jwt || '' } : null;
  }

  intermediateToken(): string | null {
    return this.cookies.get(this.cookies.names.ist);
  }

  /**
   * Token cookies only, expiring at `expiresAt` (default: in 30 minutes); no stale JWT of an
   * earlier session is kept and the intermediate token is spent. The stored objects are untouched.
   */
  setTokens(tokens: Tokens, expiresAt?: string) {
    const expires = expiresAt ? new Date(expiresAt) : new Date(Date.now() + 30 * 60 * 1000);
    const { names } = this.cookies;
    this.cookies.set(names.session, tokens.session_token, expires);
    if (tokens.session_jwt) this.cookies.set(names.jwt, tokens.session_jwt, expires);
    else if (this.cookies.get(names.jwt) !== null) this.cookies.remove(names.jwt);
    this.cookies.remove(names.ist);
  }

  /** Present: store tokens in cookies, state in storage; the intermediate token is spent. */
  present(next: SessionState, tokens: Tokens) {
    this.setTokens(tokens, next.session?.expires_at);
    this.write({ ...EMPTY, ...next });
  }

  /** Merge fresher objects (e.g. the user after an update) without touching tokens. */
  update(partial: Partial<SessionState>) {
    this.write({ ...this.state, ...partial });
  }

  setIntermediate(token: string) {
    this.cookies.set(this.cookies.names.ist, token, new Date(Date.now() + IST_LIFETIME_MS));
  }

  /** Absent: every cookie and the stored state go. */
  clear() {
    const { names } = this.cookies;
    for (const n of [names.session, names.jwt, names.ist]) if (this.cookies.get(n) !== null) this.cookies.remove(n);
    this.write(EMPTY);
  }

  subscribe(l: Listener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
}
