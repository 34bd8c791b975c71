// Background refresh: re-authenticate the session every 180 s; back off exponentially on failure;
// stop on an unrecoverable error (the refresh, session.authenticate, has already cleared the session).
// An answer that comes after its session was replaced (a sign-out or sign-in meanwhile, in any tab)
// is dropped there and resolves: the schedule goes on for the newer session (see OWN_CALL).
// With several tabs open, only the leader tab refreshes (a lease in local storage; another tab takes
// over when it lapses or the leader's page goes away).
import { Clock, realClock } from './clock';
import { isUnrecoverable } from './errors';
import { stored } from './storage';

export type { Clock } from './clock';
export { realClock } from './clock';

export const REFRESH_INTERVAL_MS = 180000;
export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_ATTEMPT = 7;
export const BACKOFF_JITTER_MS = 175;
export const LOGGED_OUT_LINE = 'Session background refresh failed. Signalling to app that user is logged out.';

/** 2000 ms x 2^attempt (attempt capped at 7), +-175 ms of jitter. */
export const backoff = (attempt: number, random = Math.random) =>
  BACKOFF_BASE_MS * 2 ** Math.min(attempt, BACKOFF_MAX_ATTEMPT) + Math.round((random() * 2 - 1) * BACKOFF_JITTER_MS);

/**
 * The options of a session.authenticate the client sends on its own (the background refresh): the
 * same empty body as a call without options, but by identity the mark that its answer applies only
 * to the session it was sent for (src/core/session-api.ts).
 */
export const OWN_CALL = {};

export type Leader = ReturnType<typeof leader>;

/** A lease held by one tab; whoever holds an unexpired lease is the leader. */
export function leader(storage: Storage, key: string, ttl = REFRESH_INTERVAL_MS * 1.5, clock: Pick<Clock, 'now' | 'random'> = realClock) {
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

/** `refresh` clears the session itself on an unrecoverable error (session.authenticate does). */
export function refresher(refresh: () => Promise<unknown>, lead: Leader | null, clock: Clock = realClock) {
  let timer: any = null;
  let attempt = 0;
  const schedule = (ms: number) => {
    if (timer) r.clock.clearTimeout(timer);
    timer = r.clock.setTimeout(tick, ms);
  };
  // Whatever an attempt gives (an answer, any rejection), the next one is scheduled; only an
  // unrecoverable answer or stop() ends the schedule. A hung request cannot stall it: the network
  // rejects every call after its timeout (network.ts).
  async function tick() {
    // A follower looks again when the leader's lease lapses, so a crashed leader's tab is
    // replaced within one lease (1.5 intervals), not up to two intervals later.
    if (lead && !lead.claim()) return schedule(Math.min(REFRESH_INTERVAL_MS, lead.until() || REFRESH_INTERVAL_MS));
    try {
      await refresh();
      attempt = 0;
      if (timer) schedule(REFRESH_INTERVAL_MS);
    } catch (e) {
      if (isUnrecoverable(e)) {
        console.log(LOGGED_OUT_LINE);
        r.stop();
      } else if (timer) {
        schedule(backoff(attempt++, r.clock.random));
      }
    }
  }
  const r = {
    /** The lease this refresher claims before each refresh (null: refresh alone). */
    leader: lead,
    /** Read at each use, so a client's refresher can be driven by a fake clock in tests. */
    clock,
    get running() {
      return timer !== null;
    },
    /** Idempotent: a running schedule is kept as it is. */
    start() {
      if (!timer) schedule(REFRESH_INTERVAL_MS);
    },
    stop() {
      if (timer) r.clock.clearTimeout(timer);
      timer = null;
      attempt = 0;
      lead?.release();
    },
  };
  return r;
}
