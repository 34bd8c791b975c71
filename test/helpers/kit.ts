// The widget test kit, one for every widget's tests (test/ui/util.ts, the B2B and consumer harnesses
// and the IDP tests re-export or import it): the one requestAnimationFrame shim, flush, until, a
// host element, type / submit / click, and the one fake clock (test/helpers/fake-clock.ts, also the
// core's Clock seam) installed as src/ui's clock.
import { options } from 'preact';
import { clock } from '../../src/ui/clock';
import { fakeClock, type FakeClock } from './fake-clock';

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

/**
 * The one fake clock (test/helpers/fake-clock.ts) installed as src/ui's clock: time moves only on
 * `await advance(ms)`, which fires due timers in order and lets the widget render between them.
 */
export function fakeUiClock(start?: number): FakeClock {
  // between timers: a render and its effects (which may set the next timer, e.g. a countdown tick)
  const c = fakeClock(start, undefined, () => flush());
  clock.now = c.now;
  clock.setTimeout = c.setTimeout;
  clock.clearTimeout = c.clearTimeout;
  return c;
}

export function host(id = 'app') {
  document.body.innerHTML = '';
  const el = document.createElement('div');
  el.id = id;
  document.body.appendChild(el);
  return el;
}

export const text = (el: Element | ShadowRoot) => (el.textContent || '').replace(/\s+/g, ' ');

/** Types `value` into `input` as a person would: the field has the focus first. */
export function type(input: Element | null | undefined, value: string) {
  if (!input) throw new Error('no input');
  if (input.isConnected) (input as HTMLInputElement).focus();
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

/**
 * Submits the first form under `root` as the browser would (Enter in a field): the browser's own
 * constraint validation first, unless the form opts out with `noValidate`, so a form that leaves its
 * fields to the browser shows no message of its own (happy-dom checks `required`, `type="email"`).
 */
export function submit(root: Element) {
  const form = root.querySelector('form');
  if (!form) throw new Error('no form');
  form.requestSubmit();
}
