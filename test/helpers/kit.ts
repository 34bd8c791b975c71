// The widget test kit, one for every widget's tests (test/ui/util.ts, the B2B and consumer harnesses
// and the IDP tests re-export or import it): the one requestAnimationFrame shim, flush, until, a
// host element, type / submit / click, and the fake clock of src/ui timers. (Core timer code has its
// own Clock seam and fake: test/helpers/fake-clock.ts.)
import { options } from 'preact';
import { clock } from '../../src/ui/clock';

// Effects run on the next macrotask (happy-dom never paints; preact would wait for its 35 ms
// fallback timer after an animation frame).
(options as any).requestAnimationFrame ??= (cb: () => void) => setTimeout(cb, 0);

export const flush = async (n = 4) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

/** Waits (real ticks, at most ~2 s) until `cond` holds; network answers take a varying number of ticks. */
export async function until(cond: () => unknown, what = 'condition') {
  for (let i = 0; i < 400; i++) {
    if (cond()) return;
    await new Promise((r) => setTimeout(r, i < 50 ? 0 : 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Replaces src/ui's clock; advance(ms) fires due timers in order. */
export function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  let id = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  clock.now = () => now;
  clock.setTimeout = (fn, ms) => (timers.set(++id, { at: now + ms, fn }), id);
  clock.clearTimeout = (i) => timers.delete(i);
  return {
    timers,
    get now() {
      return now;
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
}

export function host(id = 'app') {
  document.body.innerHTML = '';
  const el = document.createElement('div');
  el.id = id;
  document.body.appendChild(el);
  return el;
}

export const text = (el: Element | ShadowRoot) => (el.textContent || '').replace(/\s+/g, ' ');

export function type(input: Element | null | undefined, value: string) {
  if (!input) throw new Error('no input');
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export async function typeIn(input: Element, value: string) {
  type(input, value);
  await flush();
}

export function click(el: Element | null | undefined) {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
}

export const byText = (root: Element | ShadowRoot, sel: string, t: string) =>
  [...root.querySelectorAll(sel)].find((e) => (e.textContent || '').includes(t)) as HTMLElement | undefined;

/** Submits the first form under `root` as the browser would. */
export function submit(root: Element) {
  const form = root.querySelector('form');
  if (!form) throw new Error('no form');
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
