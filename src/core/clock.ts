// The timers the core uses (background refresh, request timeouts, telemetry batches), as one
// replaceable object so tests drive them with a fake clock.
export interface Clock {
  setTimeout: (fn: () => void, ms: number) => any;
  clearTimeout: (id: any) => void;
  now: () => number;
  random: () => number;
}

// The global timers called as plain functions: `{ setTimeout }.setTimeout(...)` would run with the
// wrong receiver and throw 'Illegal invocation' in browsers.
export const realClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
  now: () => Date.now(),
  random: () => Math.random(),
};

/**
 * How long one request may take, from sending to the last byte of the answer, before it rejects
 * with StytchAPIUnreachableError (a featherlogin extension: the official SDK waits forever). Long
 * enough for a slow mobile network, short enough that a held-open connection never hangs a sign-in
 * or the background refresh. ClientOptions.requestTimeoutMs changes it.
 */
export const REQUEST_TIMEOUT_MS = 30000;

/** The background refresh's interval (refresh.ts schedules it, refresh-tick.ts after each attempt). */
export const REFRESH_INTERVAL_MS = 180000;
