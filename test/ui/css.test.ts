import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { css, keyframes, onRule, sheetText } from '../../src/ui/css';

test('a class rule, its nested & rules after it, and the same text is the same class, written once', () => {
  const before = sheetText();
  const a = css`color:red;&:hover,& > b{color:blue;}&[x]{margin:0;}padding:1px;`;
  assert.match(a, /^fl[0-9a-z]+$/);
  const added = sheetText().slice(before.length);
  assert.is(added, `.${a}{color:red;padding:1px;}.${a}:hover,.${a} > b{color:blue;}.${a}[x]{margin:0;}`);
  assert.is(css`color:red;&:hover,& > b{color:blue;}&[x]{margin:0;}padding:1px;`, a, 'the same text');
  assert.is(sheetText().length, before.length + added.length, 'written once');
  assert.is.not(css`color:green;`, a, 'other text, another class');
});

test('interpolated values join the text; keyframes are an @keyframes rule of their own name', () => {
  const spin = keyframes`to{transform:rotate(360deg)}`;
  const c = css`animation:${spin} ${1.5}s;`;
  assert.ok(sheetText().includes(`@keyframes ${spin}{to{transform:rotate(360deg)}}`));
  assert.ok(sheetText().includes(`.${c}{animation:${spin} 1.5s;}`));
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

test.run();
