// What a background refresh's attempt does (refresh.ts keeps the schedule): claim the lease, refresh,
// then schedule the next attempt, the interval after a success, the backoff after a failure; stop on
// an unrecoverable error (the refresh, session.authenticate, has already cleared the session). Loaded
// at the first attempt (or earlier), with the refresh itself: session.authenticate is members.ts's,
// whose file in the CDN bundles (__MEMBERS__) holds this module too (each members.ts re-exports
// `tick`); an import() chunk in ESM builds (refresh-tick-loader.ts); in the single files' own code.
import { REFRESH_INTERVAL_MS } from './clock';
import type { Refresher } from './refresh';
import { isUnrecoverable } from './unrecoverable';

export const LOGGED_OUT_LINE = 'Session background refresh failed. Signalling to app that user is logged out.';

/**
 * One attempt of `r`. Whatever it gives (an answer, any rejection), the next one is scheduled; only an
 * unrecoverable answer or stop() ends the schedule. A hung request cannot stall it: the network
 * rejects every call after its timeout (network.ts).
 */
export async function tick(r: Refresher, refresh: () => Promise<unknown>) {
  // Stopped while this module loaded (a sign-out during the first attempt's load): no claim, no call.
  // The single files hold this module (no load, no such gap: __CHUNKS__ false), so they carry no check.
  if (__CHUNKS__ && !r.running) return;
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
      console.warn(LOGGED_OUT_LINE, { error: e }); // as both official lines warn, with the error
      r.stop();
    } else if (r.running) {
      r.retry();
    }
  }
}
