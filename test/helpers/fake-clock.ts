// The one fake clock of the tests: for timer-driven core code (src/core/refresh.ts `Clock`,
// telemetry timers) and, installed by test/helpers/kit.ts `fakeUiClock`, for src/ui's clock. Time
// only moves when a test calls `advance`, timers fire in due order, and `settle` runs between timers
// so async work started by a timer (or a render and its effects, in widget tests) is done before the
// next one fires.
export interface FakeClock {
  setTimeout: (fn: () => void, ms: number) => number;
  clearTimeout: (id: any) => void;
  now: () => number;
  random: () => number;
  /** Milliseconds of every setTimeout call, in order (for asserting schedules). */
  delays: number[];
  /** Timers not yet fired. */
  pending: () => number;
  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  advance: (ms: number) => Promise<void>;
}

/** Lets queued promise callbacks (and the ones they queue) run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export function fakeClock(
  start = 1_700_000_000_000,
  random: () => number = () => 0.5,
  between: () => Promise<unknown> = settle,
): FakeClock {
  let t = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: FakeClock = {
    delays: [],
    setTimeout(fn, ms) {
      clock.delays.push(ms);
      timers.set(++seq, { at: t + Math.max(0, ms), fn });
      return seq;
    },
    clearTimeout: (id) => void timers.delete(id),
    now: () => t,
    random: () => random(),
    pending: () => timers.size,
    async advance(ms) {
      const end = t + ms;
      await between();
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | undefined;
        for (const e of timers)
          if (e[1].at <= end && (!next || e[1].at < next[1].at || (e[1].at === next[1].at && e[0] < next[0]))) next = e;
        if (!next) break;
        timers.delete(next[0]);
        t = next[1].at;
        next[1].fn();
        await between();
      }
      t = end;
    },
  };
  return clock;
}
