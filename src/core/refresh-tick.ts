// What a background refresh's attempt does (refresh.ts keeps the schedule): claim the lease, refresh,
// then schedule the next attempt, the interval after a success, the backoff after a failure; stop on
// an unrecoverable error (the refresh, session.authenticate, has already cleared the session). Loaded
// at the first attempt (or earlier), with the refresh itself: session.authenticate is members.ts's,
// whose file in the CDN bundles (__MEMBERS__) holds this module too (each members.ts re-exports
// `tick`); an import() chunk in ESM builds (refresh-tick-loader.ts); in the single files' own code.
import { REFRESH_INTERVAL_MS } from './clock';
import type { Refresher } from './refresh';
import { isUnrecoverable } from './unrecoverable';

export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_ATTEMPT = 7;
export const BACKOFF_JITTER_MS = 175;
export const LOGGED_OUT_LINE = 'Session background refresh failed. Signalling to app that user is logged out.';

/** 2000 ms x 2^attempt (attempt capped at 7), +-175 ms of jitter. */
export const backoff = (attempt: number, random = Math.random) =>
  BACKOFF_BASE_MS * 2 ** Math.min(attempt, BACKOFF_MAX_ATTEMPT) + Math.round((random() * 2 - 1) * BACKOFF_JITTER_MS);

/**
 * One attempt of `r`. Whatever it gives (an answer, any rejection), the next one is scheduled; only an
 * unrecoverable answer or stop() ends the schedule. A hung request cannot stall it: the network
 * rejects every call after its timeout (network.ts).
 */
export async function tick(r: Refresher, refresh: () => Promise<unknown>) {
  const lead = r.leader;
  // A follower looks again when the leader's lease lapses, so a crashed leader's tab is
  // replaced within one lease (1.5 intervals), not up to two intervals later.
  if (lead && !lead.claim()) return r.schedule(Math.min(REFRESH_INTERVAL_MS, lead.until() || REFRESH_INTERVAL_MS));
  try {
    await refresh();
    r.attempt = 0;
    if (r.running) r.schedule(REFRESH_INTERVAL_MS);
  } catch (e) {
    if (isUnrecoverable(e)) {
      console.log(LOGGED_OUT_LINE);
      r.stop();
    } else if (r.running) {
      r.schedule(backoff(r.attempt++, r.clock.random));
    }
  }
}
