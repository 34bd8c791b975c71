// Background refresh: re-authenticate the session every 180 s; back off exponentially on failure;
// stop on an unrecoverable error (the refresh, session.authenticate, has already cleared the session).
// An answer that comes after its session was replaced (a sign-out or sign-in meanwhile, in any tab)
// is dropped there and resolves: the schedule goes on for the newer session (see OWN_CALL).
// With several tabs open, only the leader tab refreshes (a lease in local storage; another tab takes
// over when it lapses or the leader's page goes away).
// This module is the schedule, which a client starts as it is made; what an attempt does (the lease
// claim, the backoff, the logout) is refresh-tick.ts, loaded by the first attempt with the refresh
// (refresh-tick-loader.ts).
import { Clock, REFRESH_INTERVAL_MS, realClock } from './clock';
import { tick as loadedTick } from './refresh-tick-loader';
import { type PageStorage, stored } from './storage';

export type { Clock } from './clock';
export { realClock, REFRESH_INTERVAL_MS } from './clock';
/**
 * The options of a session.authenticate the client sends on its own (the background refresh): the
 * same empty body as a call without options, but by identity the mark that its answer applies only
 * to the session it was sent for (src/core/session-api.ts).
 */
export const OWN_CALL = {};

/** The wait after a failed attempt: 2000 ms x 2^attempt (attempt capped at 7), +-175 ms of jitter. */
export const backoff = (attempt: number, random = Math.random) => 2000 * 2 ** Math.min(attempt, 7) + Math.round((random() * 2 - 1) * 175);

export type Leader = ReturnType<typeof leader>;

/** A lease held by one tab; whoever holds an unexpired lease is the leader. */
export function leader(
  storage: PageStorage,
  key: string,
  ttl = REFRESH_INTERVAL_MS * 1.5,
  clock: Pick<Clock, 'now' | 'random'> = realClock,
) {
  const id = clock.random().toString(36).slice(2);
  const holder = () => stored<{ id: string; exp: number }>(storage, key);
  return {
    id,
    /** Takes or renews the lease if free, lapsed or ours. True when this tab leads. */
    claim(): boolean {
      const cur = holder();
      if (cur && cur.id !== id && cur.exp > clock.now()) return false;
      try {
        storage.setItem(key, JSON.stringify({ id, exp: clock.now() + ttl }));
      } catch {
        return true; // storage full or denied: no tab can coordinate, so each refreshes alone
      }
      return holder()?.id === id;
    },
    /** Milliseconds until the current lease lapses (0 when there is none). */
    until: () => Math.max(0, (holder()?.exp ?? 0) - clock.now()),
    release() {
      if (holder()?.id === id) storage.removeItem(key);
    },
  };
}

export type Refresher = ReturnType<typeof refresher>;

/**
 * `refresh` clears the session itself on an unrecoverable error (session.authenticate does). `tick`,
 * an attempt, is refresh-tick.ts's, loaded on the first one (tests hand their own).
 */
export function refresher(refresh: () => Promise<unknown>, lead: Leader | null, clock: Clock = realClock, tick = loadedTick) {
  let timer: any = null;
  const r = {
    /** The lease this refresher claims before each refresh (null: refresh alone). */
    leader: lead,
    /** Read at each use, so a client's refresher can be driven by a fake clock in tests. */
    clock,
    /** Failed attempts in a row: the backoff's exponent (refresh-tick.ts). */
    attempt: 0,
    get running() {
      return timer !== null;
    },
    /**
     * The next attempt in `ms` (refresh-tick.ts `tick`, which never rejects). Should its code not load
     * (offline, a blocked file), the refresh could not be sent: a failed attempt.
     */
    schedule(ms: number) {
      if (timer) r.clock.clearTimeout(timer);
      timer = r.clock.setTimeout(() => tick(r, refresh).catch(() => timer && r.retry()), ms);
    },
    /** After a failed attempt: the next one on the backoff. */
    retry() {
      r.schedule(backoff(r.attempt++, r.clock.random));
    },
    /** Idempotent: a running schedule is kept as it is. */
    start() {
      if (!timer) r.schedule(REFRESH_INTERVAL_MS);
    },
    stop() {
      if (timer) r.clock.clearTimeout(timer);
      timer = null;
      r.attempt = 0;
      lead?.release();
    },
  };
  return r;
}
