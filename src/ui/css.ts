// goober, collecting every rule into one in-memory sheet. Each mounted widget copies that text into
// a <style> element it creates itself (with the CSP nonce, inside its shadow root when asked), so
// goober never touches document.head and no style attributes are ever used.
import { css as gooberCss, type keyframes as gooberKeyframes } from 'goober';

const sheet = { data: '' };
// In a browser goober asks its target for the '#_goober' style element and writes to its
// firstChild.data; without a window (server rendering) it writes to the target's own `data`.
const target = {
  querySelector: () => ({ firstChild: sheet, parentNode: 1 }),
  appendChild() {},
  get data() {
    return sheet.data;
  },
  set data(v: string) {
    sheet.data = v;
  },
};
const ctx = { target } as any;

/** goober `css` bound to the shared sheet: returns a class name. */
export const css: typeof gooberCss = gooberCss.bind(ctx);
// goober's own keyframes is css bound to { k: 1 }; bind again with our target.
export const keyframes: typeof gooberKeyframes = gooberCss.bind({ ...ctx, k: 1 }) as any;

/** Every rule created so far (widgets copy it into their own style element). */
export const sheetText = () => sheet.data;
