// Class names for CSS written at module level: css`color:red;&:hover{color:blue;}` returns a class whose
// rule (and one rule per nested `&` block, one level deep) joins one in-memory sheet. Each mounted
// widget copies that text into a <style> element it creates itself (with the CSP nonce, inside its
// shadow root when asked), so nothing touches document.head and no style attributes are ever used.
// The name is a hash of the text: a rule defined again (a module copied into two chunks, a second
// bundle on the page) is the same class, written once.

let sheet = '';
const names: Record<string, string> = {};
let added = () => {};
/** mount.tsx hears here, a microtask later, of every new rule (a class made while a widget renders, a lazy module's). */
export const onRule = (f: () => void) => (added = f);

function rule(body: string, frames?: boolean): string {
  let name = names[body];
  if (!name) {
    let h = 11;
    for (let i = 0; i < body.length; ) h = (101 * h + body.charCodeAt(i++)) >>> 0;
    name = names[body] = `fl${h.toString(36)}`;
    let nested = '';
    // `sel{decls}` blocks (`&` = this class) become rules of their own after the class's declarations.
    const own = frames
      ? body
      : body.replace(/([^;{}]*)\{([^}]*)\}/g, (_, sel: string, d: string) => ((nested += `${sel.replace(/&/g, `.${name}`)}{${d}}`), ''));
    sheet += frames ? `@keyframes ${name}{${own}}` : `.${name}{${own}}${nested}`;
    queueMicrotask(added);
  }
  return name;
}

const text = (s: TemplateStringsArray, v: unknown[]) => s.reduce((a, x, i) => a + v[i - 1] + x);

/** A class name for these declarations (and nested `&...{}` rules). */
export const css = (s: TemplateStringsArray, ...v: unknown[]) => rule(text(s, v));
/** An animation name for these keyframes. */
export const keyframes = (s: TemplateStringsArray, ...v: unknown[]) => rule(text(s, v), true);

/** Every rule created so far (widgets copy it into their own style element). */
export const sheetText = () => sheet;
