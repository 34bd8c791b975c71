// Background refresh: re-authenticate the session every 180 s; back off exponentially on failure;
// stop and log out on an unrecoverable error. With several tabs open, only the leader tab refreshes
// (a lease in local storage; another tab takes over when it lapses or the leader's page goes away).
import { isUnrecoverable } from './errors';

export const REFRESH_INTERVAL_MS = 180000;
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_ATTEMPT = 7;
export const BACKOFF_JITTER_MS = 175;
export const LOGGED_OUT_LINE = 'Session background refresh failed. Signalling to app that user is logged out.';

export interface Clock {
  setTimeout: (fn: () => void, ms: number) => any;
  clearTimeout: (id: any) => void;
  now: () => number;
  random: () => number;
}
export const realClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
  now: () => Date.now(),
  random: () => Math.random(),
};

/** 2000 ms x 2^attempt (attempt capped at 7), +-175 ms of jitter. */
export const backoff = (attempt: number, random = Math.random) =>
  BACKOFF_BASE_MS * 2 ** Math.min(attempt, BACKOFF_MAX_ATTEMPT) + Math.round((random() * 2 - 1) * BACKOFF_JITTER_MS);

/** A lease held by one tab; whoever holds an unexpired lease is the leader. */
export class Leader {
  readonly id: string;
  constructor(
    private storage: Storage,
    private key: string,
    private ttl = REFRESH_INTERVAL_MS * 1.5,
    private clock: Pick<Clock, 'now' | 'random'> = realClock,
  ) {
    this.id = clock.random().toString(36).slice(2);
  }

  private holder(): { id: string; exp: number } | null {
    try {
      return JSON.parse(this.storage.getItem(this.key) || 'null');
    } catch {
      return null;
    }
  }

  /** Takes or renews the lease if free, lapsed or ours. True when this tab leads. */
  claim(): boolean {
    const cur = this.holder();
    if (cur && cur.id !== this.id && cur.exp > this.clock.now()) return false;
    try {
      this.storage.setItem(this.key, JSON.stringify({ id: this.id, exp: this.clock.now() + this.ttl }));
    } catch {
      return true; // storage full or denied: no tab can coordinate, so each refreshes alone
    }
    return this.holder()?.id === this.id;
  }

  /** Milliseconds until the current lease lapses (0 when there is none). */
  until(): number {
    return Math.max(0, (this.holder()?.exp ?? 0) - this.clock.now());
  }

  release() {
    if (this.holder()?.id === this.id) this.storage.removeItem(this.key);
  }
}

export class Refresher {
  private timer: any = null;
  private attempt = 0;

  constructor(
    private refresh: () => Promise<unknown>,
    private onUnrecoverable: () => void,
    private leader: Leader | null,
    private clock: Clock = realClock,
  ) {}

  get running() {
    return this.timer !== null;
  }

  /** Idempotent: a running schedule is kept as it is. */
  start() {
    if (!this.timer) this.schedule(REFRESH_INTERVAL_MS);
  }

  stop() {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.leader?.release();
  }

  private schedule(ms: number) {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => this.tick(), ms);
  }

  private async tick() {
    // A follower looks again when the leader's lease lapses, so a crashed leader's tab is
    // replaced within one lease (1.5 intervals), not up to two intervals later.
    if (this.leader && !this.leader.claim()) return this.schedule(Math.min(REFRESH_INTERVAL_MS, this.leader.until() || REFRESH_INTERVAL_MS));
    try {
      await this.refresh();
      this.attempt = 0;
      if (this.timer) this.schedule(REFRESH_INTERVAL_MS);
    } catch (e) {
      if (isUnrecoverable(e)) {
        console.log(LOGGED_OUT_LINE);
        this.stop();
        this.onUnrecoverable();
      } else if (this.timer) {
        this.schedule(backoff(this.attempt++, this.clock.random));
      }
    }
  }
}
