// goober's `css` and `keyframes`, bound to a sheet of our own that lives in memory. Each mounted widget
// copies its text into a <style> element it creates itself (with the CSP nonce, inside its shadow root
// when asked: mount.tsx), so goober never touches document.head and no style attributes are used.
//
// What goober lacks, and this module adds: a sheet off the document, and word of a new rule. Unbound,
// goober writes to `<style id="_goober">` it appends to document.head (un-nonced: strict CSP blocks it).
// Bound to a `target`, its getSheet asks target.querySelector('#_goober') for a style element (appending
// it to the target only when it has no parentNode) and writes the rules to its firstChild.data; without
// a window (server rendering) it writes to target.data itself. Our target answers with an
// element-shaped object (a parentNode: nothing is appended) whose firstChild is the target: either way
// goober writes to `data` below, and its setter tells mount.tsx. goober writes only a rule the sheet
// does not hold yet.
import { css as gooberCss } from 'goober';

let data = '';
let added = () => {};
/** mount.tsx hears here, a microtask later, of every new rule (a class made while a widget renders, a lazy module's). */
export const onRule = (f: () => void) => (added = f);

const target = {
  querySelector: () => ({ firstChild: target, parentNode: target }),
  get data() {
    return data;
  },
  set data(text: string) {
    data = text;
    queueMicrotask(added);
  },
};

/**
 * A class name for these declarations and nested rules, as goober parses them: `&` stands for the
 * class, a nested selector without `&` is a descendant; every declaration ends with `;`; a
 * selector like `&:x(…) y` splits at the `)` (write it nested: `&:x(…){& y{…}}`).
 */
export const css = gooberCss.bind({ target });
/** An animation name for these keyframes (`to{transform:rotate(360deg);}`: each declaration ends with `;`). */
export const keyframes = gooberCss.bind({ target, k: 1 });

/** Every rule created so far (widgets copy it into their own style element). */
export const sheetText = () => data;
