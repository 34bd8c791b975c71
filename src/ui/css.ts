// goober, collecting every rule into one in-memory sheet. Each mounted widget copies that text into
// a <style> element it creates itself (with the CSP nonce, inside its shadow root when asked), so
// goober never touches document.head and no style attributes are ever used.
import { css as gooberCss, type keyframes as gooberKeyframes } from 'goober';

let added = () => {};
/** mount.tsx hears here, a microtask later, of every new rule (a class made while a widget renders, a lazy module's). */
export const onRule = (f: () => void) => (added = f);
// The target is the sheet too: in a browser goober asks it for the '#_goober' style element and
// writes to that element's firstChild.data (parentNode set: goober appends nothing); without a window
// (server rendering) it writes to the target's own `data`.
const target = {
  d: '',
  querySelector: () => ({ firstChild: target, parentNode: 1 }),
  get data() {
    return this.d;
  },
  set data(v: string) {
    this.d = v;
    queueMicrotask(added);
  },
};
const ctx = { target } as any;

/** goober `css` bound to the shared sheet: returns a class name. */
export const css: typeof gooberCss = gooberCss.bind(ctx);
// goober's own keyframes is css bound to { k: 1 }; bind again with our target.
export const keyframes: typeof gooberKeyframes = gooberCss.bind({ ...ctx, k: 1 }) as any;

/** Every rule created so far (widgets copy it into their own style element). */
export const sheetText = () => target.d;
