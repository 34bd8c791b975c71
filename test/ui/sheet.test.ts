// src/ui/sheet.ts: goober's css / keyframes write to our in-memory sheet, never to the document, and
// announce each new rule. The cases pin goober's parsing the styles rely on (nested `&` rules, keyframes).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { css, keyframes, onRule, sheetText } from '../../src/ui/sheet';
import { withoutGlobals } from '../helpers/browser';

/** What `f` adds to the sheet. */
const added = (f: () => void) => {
  const before = sheetText();
  f();
  return sheetText().slice(before.length);
};

test('a class rule, its nested & rules after it, and the same text is the same class, written once', () => {
  let a = '';
  const rules = added(() => (a = css`color:red;&:hover,& > b{color:blue;}&[x]{margin:0;}padding:1px;`));
  assert.match(a, /^go\d+$/);
  assert.is(rules, `.${a}{color:red;padding:1px;}.${a}:hover,.${a} > b{color:blue;}.${a}[x]{margin:0;}`);
  assert.is(
    added(() => assert.is(css`color:red;&:hover,& > b{color:blue;}&[x]{margin:0;}padding:1px;`, a, 'the same text')),
    '',
    'written once',
  );
  assert.is.not(css`color:green;`, a, 'other text, another class');
});

test('a selector with a parenthesised pseudo-class before a descendant is written nested (styles.ts cx.root)', () => {
  let a = '';
  const rules = added(() => (a = css`&:dir(rtl){& input[type=email],& input[type=tel]{text-align:right;}}&:not([x]) h2{margin:0;}`));
  assert.ok(rules.startsWith(`.${a}:dir(rtl) input[type=email],.${a}:dir(rtl) input[type=tel]{text-align:right;}`), rules);
  // Flat, goober splits the selector after the `)` and repeats the class: the reason for the nesting.
  assert.ok(rules.endsWith(`.${a}:not([x]).${a}  h2{margin:0;}`), rules);
});

test('interpolated values join the text; keyframes are an @keyframes rule of their own name', () => {
  const spin = keyframes`to{transform:rotate(360deg);}`;
  const c = css`animation:${spin} ${1.5}s;`;
  assert.match(spin, /^go\d+$/);
  assert.ok(sheetText().includes(`@keyframes ${spin}{to{transform:rotate(360deg);}}`), sheetText());
  assert.ok(sheetText().includes(`.${c}{animation:${spin} 1.5s;}`));
  // goober keeps only declarations ending with `;` (LoadingBar, styles.ts spin).
  let fade = '';
  assert.is(
    added(() => (fade = keyframes`from{opacity:0}`)),
    `@keyframes ${fade}{}`,
    'without it, an empty keyframes rule',
  );
});

test('a new rule is announced a microtask later (mount.tsx copies the sheet into each widget)', async () => {
  let heard = 0;
  onRule(() => heard++);
  css`margin:3px;`;
  assert.is(heard, 0);
  await Promise.resolve();
  assert.is(heard, 1);
  css`margin:3px;`;
  await Promise.resolve();
  assert.is(heard, 1, 'a known rule is not announced again');
});

test('nothing reaches the document: no <style> anywhere, no goober sheet of its own', () => {
  css`margin:4px;`;
  keyframes`to{opacity:0;}`;
  assert.is(document.querySelectorAll('style').length, 0);
  assert.is((window as { _goober?: unknown })._goober, undefined);
});

test('without a window (server rendering) the rules reach the same sheet', () => {
  const rules = withoutGlobals(['window'], () => added(() => css`margin:5px;`));
  assert.match(rules, /^\.go\d+\{margin:5px;\}$/);
});

test.run();
