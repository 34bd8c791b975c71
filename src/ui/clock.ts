// Timers the UI uses (toasts, countdown, phone timeouts). Tests replace these with a fake clock.
export const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number): any => setTimeout(fn, ms),
  clearTimeout: (id: any) => clearTimeout(id),
};

/** Resolves with `p`, or with `fallback` after `ms` (whichever comes first); rejections give the fallback too. */
export function withTimeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const id = clock.setTimeout(() => resolve(fallback), ms);
    p.then(
      (v) => (clock.clearTimeout(id), resolve(v)),
      () => (clock.clearTimeout(id), resolve(fallback)),
    );
  });
}
