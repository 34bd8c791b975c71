// The widget kit (src/ui/store.ts, widget-context.ts): every widget's state is a @preact/signals
// signal fed by its pure reducer; components read it while they render and re-render when what they
// read changes; derived values are computeds; an unknown action throws; a screen outside its widget throws.
import '../helpers/dom';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { computed, effect } from '@preact/signals';
import { render } from 'preact';
import { useLayoutEffect } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createWidget } from '../../src/b2b/widget';
import { chunks } from '../../src/b2b/lazy';
import { useWidget } from '../../src/b2b/components/use';
import { createMachine } from '../../src/consumer/machine';
import { createIdpFlow } from '../../src/idp/flow';
import { createStore } from '../../src/ui/store';
import { makeT } from '../../src/ui/text';
import { fakeClient } from '../b2b/harness';
import { flush, host } from '../helpers/kit';

type Count = { n: number; other: number };
type CountAction = { type: 'n' } | { type: 'other' } | { type: 'nope' };
const counter = () =>
  createStore<Count, CountAction>(
    (s, a) => (a.type === 'n' ? { ...s, n: s.n + 1 } : a.type === 'other' ? { ...s, other: s.other + 1 } : undefined),
    { n: 0, other: 0 },
  );
/** Microtasks only: what renders here renders before the browser paints (no macrotask, no frame). */
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

test('the store: dispatch runs the reducer into the signal; an action the reducer answers nothing for throws', () => {
  const store = counter();
  const seen: number[] = [];
  store.state.subscribe((v) => seen.push(v.n));
  store.dispatch({ type: 'n' });
  assert.equal(seen, [0, 1]);
  assert.throws(() => store.dispatch({ type: 'nope' }), /Unknown action: nope/);
  assert.is(store.state.value.n, 1);
});

test('a component reading state.value re-renders on a change; one reading a computed only when the computed changes', async () => {
  const store = counter();
  const n = computed(() => store.state.value.n);
  const renders = { reader: 0, onlyN: 0 };
  function Reader() {
    renders.reader++;
    const s = store.state.value;
    return <p id="reader">{`${s.n}/${s.other}`}</p>;
  }
  function OnlyN() {
    renders.onlyN++;
    return <p id="n">{String(n.value)}</p>;
  }
  const el = host();
  render(
    <div>
      <Reader />
      <OnlyN />
    </div>,
    el,
  );
  store.dispatch({ type: 'other' });
  await flush();
  assert.is(el.querySelector('#reader')!.textContent, '0/1');
  assert.equal(renders, { reader: 2, onlyN: 1 }, 'the computed did not change: its reader did not render again');
  store.dispatch({ type: 'n' });
  await flush();
  assert.is(el.querySelector('#n')!.textContent, '1');
  assert.equal(renders, { reader: 3, onlyN: 2 });
  render(null, el);
});

test("a change made in a first screen's own layout effect renders before the browser paints", async () => {
  const store = counter();
  function First() {
    const s = store.state.value;
    useLayoutEffect(() => store.dispatch({ type: 'n' }), []);
    return <p>{String(s.n)}</p>;
  }
  const el = host();
  render(<First />, el);
  await microtasks();
  assert.is(el.textContent, '1');
  render(null, el);
});

test('effects: a subscription runs at once and after each change, until disposed; a dispatch inside one does not subscribe it', () => {
  const store = counter();
  const n = computed(() => store.state.value.n);
  const seen: number[] = [];
  const stop = effect(() => {
    seen.push(n.value);
    // the store reads its state with peek(): this effect depends on `n` only, so no loop
    if (n.value === 1) store.dispatch({ type: 'other' });
  });
  store.dispatch({ type: 'n' });
  assert.equal(seen, [0, 1]);
  assert.is(store.state.value.other, 1);
  stop();
  store.dispatch({ type: 'n' });
  assert.equal(seen, [0, 1], 'disposed: no call');
});

test('both widgets: an unknown action throws', () => {
  const b2b = createWidget(fakeClient().client, { authFlowType: 'Discovery', products: [] }, {}, makeT({}), chunks);
  b2b.dispatch({ type: 'transition', screen: 'EmailConfirmation', push: true });
  assert.is(b2b.state.value.screen, 'EmailConfirmation');
  assert.throws(() => b2b.dispatch({ type: 'nope' } as never), /Unknown action: nope/);
  const consumer = createMachine();
  consumer.dispatch({ type: 'transition', screen: 'EmailConfirmation' });
  assert.is(consumer.state.value.screen, 'EmailConfirmation');
  assert.throws(() => consumer.dispatch({ type: 'nope' } as never), /Unknown action/);
});

test("each root's computed (what it reads) changes with the screen only, not with form state", () => {
  const consumer = createMachine();
  const screens: string[] = [];
  const stopConsumer = effect(() => void screens.push(consumer.screen.value));
  consumer.dispatch({ type: 'set_magic_link_email', email: 'a@b.co' });
  consumer.dispatch({ type: 'set_error_message', errorMessage: 'x' });
  consumer.dispatch({ type: 'transition', screen: 'EmailConfirmation' });
  assert.equal(screens, ['Main', 'EmailConfirmation']);
  stopConsumer();

  const b2b = createWidget(fakeClient().client, { authFlowType: 'Discovery', products: [] }, {}, makeT({}), chunks);
  const shown: (string | null)[] = [];
  const stopB2B = effect(() => void shown.push(b2b.shown.value));
  b2b.dispatch({ type: 'loading', on: true });
  b2b.dispatch({ type: 'transition', screen: 'EmailConfirmation', push: true });
  b2b.dispatch({ type: 'loading', on: false });
  b2b.dispatch({ type: 'setEmail', email: 'a@b.co' });
  assert.equal(shown, ['Main', null, 'EmailConfirmation'], 'null while loading: the loading view');
  stopB2B();

  const noop = () => {};
  const client = {
    idp: { oauthAuthorizeStart: noop, oauthAuthorizeSubmit: noop, oauthLogoutStart: noop },
    session: { getSync: () => ({}), onChange: () => noop, revoke: noop, attest: noop },
    bootstrap: { peek: () => ({ projectName: 'Acme' }), getAsync: async () => ({ projectName: 'Acme' }) },
    recoverSession: async () => {},
  };
  const idp = createIdpFlow(client, () => ({ onError: noop }), '?client_id=c1&response_type=code');
  const idpScreens: string[] = [];
  const stopIdp = effect(() => void idpScreens.push(idp.screen.value));
  idp.run()(); // the missing redirect_uri: the Error screen at once
  assert.equal(idpScreens, ['Loading', 'Error']);
  stopIdp();
});

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
/** Where a file defines a signal primitive of its own, or takes one from anywhere but the library (@preact/signals; signals-core for headless code). */
const ownSignals = (file: string, text: string) =>
  [
    ...text.matchAll(/\b(?:function|class|const|let|var)\s+(?:signal|Signal|computed|effect|useValue)\b/g),
    ...text.matchAll(/\bimport\b[^;]*?\b(?:signal|Signal|computed|effect)\b[^;]*?from\s*['"](?!@preact\/signals(?:-core)?['"])[^'"]+['"]/g),
  ].map((m) => `${file}: ${m[0].slice(0, 80)}`);

test('widget state is @preact/signals: no file under src/ defines its own signal primitive or takes one elsewhere', () => {
  const files = sources('src');
  assert.ok(files.length > 100, `scanned ${files.length} files`);
  assert.equal(
    files.flatMap((f) => ownSignals(f, readFileSync(f, 'utf8'))),
    [],
  );
  // positive controls: the old holder and its hook, and a signal from another module, are caught
  assert.ok(ownSignals('x.ts', 'export function signal<T>(value: T) {}').length);
  assert.ok(ownSignals('x.ts', 'export function useValue<T>(s: Signal<T>): T {}').length);
  assert.ok(ownSignals('x.ts', "import { signal, type Signal } from './signal';").length);
  assert.equal(ownSignals('x.ts', "import { computed, type Signal } from '@preact/signals';"), []);
});

test('a screen outside its widget throws instead of reading a null widget', () => {
  const Screen = () => (useWidget(), null);
  document.body.innerHTML = '<div id="x"></div>';
  assert.throws(() => render(<Screen />, document.querySelector('#x')!), /B2B screens render inside their widget/);
});

test.run();
