import '../helpers/dom';
import { render, type JSX } from 'preact';
import { useState } from 'preact/hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lazy, loadChunk, setScriptNonce } from '../../src/core/chunk';
import { css } from '../../src/ui/sheet';
import { mountWidget } from '../../src/ui/mount';
import { Heading } from '../../src/ui/components/Heading';
import { lazyComponent } from '../../src/ui/lazy';
import { flush, until } from './util';

// happy-dom does not run scripts: keep the chunk's script tags out of the document and record them.
const added: HTMLScriptElement[] = [];
const scripts = () => added;

test('lazy(import): nothing loads until the feature is used; one load, retried after a failure', async () => {
  let calls = 0;
  let fail = true;
  const load = lazy(async () => {
    calls++;
    if (fail) throw new Error('offline');
    return { x: 1 };
  });
  assert.is(calls, 0, 'not requested before use');
  await load().then(
    () => assert.unreachable(),
    // a typed StytchError (core/chunk.ts), the load error in its details
    (e) => assert.is(e.details, 'offline'),
  );
  fail = false;
  assert.equal(await load(), { x: 1 });
  assert.equal(await load(), { x: 1 });
  assert.is(calls, 2);
});

// CDN builds (__CDN__) give lazy() the chunk's file name and it calls loadChunk(file); unit tests
// build with __CDN__ false, so the loader is wrapped here as that branch would call it.
test('lazy + loadChunk: the CDN chunk is a script tag next to the main script, with the nonce, requested on first use', async () => {
  const append = document.head.appendChild;
  document.head.appendChild = ((n: HTMLScriptElement) => (added.push(n), n)) as any;
  const load = lazy(() => loadChunk<{ hello: string }>('featherlogin.test.js'));
  assert.is(scripts().length, 0, 'no request before use');
  setScriptNonce('n0nce');
  const p = load();
  load();
  assert.is(scripts().length, 1, 'one script tag for two calls');
  const s = scripts()[0];
  assert.ok(s.src.endsWith('/featherlogin.test.js'), s.src);
  assert.is(s.nonce, 'n0nce');
  // The chunk's IIFE registers its exports under its file name (build.mjs wraps it so).
  (globalThis as any).featherlogin = { ...(globalThis as any).featherlogin, 'featherlogin.test.js': { hello: 'world' } };
  s.dispatchEvent(new Event('load'));
  assert.equal(await p, { hello: 'world' });
  document.head.appendChild = append;
});

test('loadChunk: a chunk that cannot load rejects with its URL and takes its script tag out (a retry adds a fresh one)', async () => {
  const append = document.head.appendChild;
  document.head.appendChild = ((n: HTMLScriptElement) => (added.push(n), n)) as any;
  const p = loadChunk('featherlogin.gone.js');
  const s = added[added.length - 1];
  let removed = false;
  s.remove = () => void (removed = true);
  s.dispatchEvent(new Event('error'));
  await p.then(
    () => assert.unreachable(),
    (e) => assert.match(e.message, /could not load .*featherlogin\.gone\.js/),
  );
  assert.ok(removed, 'the failed tag is gone');
  document.head.appendChild = append;
});

test('lazyComponent: the Spinner until its module is in, then the component with its props', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;
  const Lazy = lazyComponent<{ name: string }, { Hello: typeof Hello }>(
    lazy(() => gate.then(() => ({ Hello }))),
    'Hello',
  );
  const el = document.createElement('div');
  document.body.appendChild(el);
  render(<Lazy name="Ada" />, el);
  await flush();
  assert.ok(el.querySelector('[role=status]'), 'spinner while loading');
  release();
  await until(() => el.textContent === 'hello Ada', 'component');
  render(null, el);
});

test('lazyComponent with Pending: the placeholder (with the props) until the module is in; a failed load shows the message, not the placeholder', async () => {
  let release: () => void = () => {};
  let fail = true;
  const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;
  const Pending = ({ name }: { name: string }) => <p>waiting for {name}</p>;
  const Lazy = lazyComponent<{ name: string }, { Hello: typeof Hello }>(
    lazy(() => (fail ? Promise.reject(new Error('offline')) : new Promise<void>((r) => (release = r)).then(() => ({ Hello })))),
    'Hello',
    Pending,
  );
  const el = document.createElement('div');
  el.id = 'lazy-pending';
  document.body.appendChild(el);
  const off = mountWidget('#lazy-pending', <Lazy name="Ada" />, { callbacks: { onError: () => {} } });
  assert.match(el.textContent!, 'waiting for Ada', 'the placeholder from the first render');
  await until(() => el.querySelector('[role=alert]')?.textContent === 'Something went wrong. Please try again.', 'the message');
  assert.not.match(el.textContent!, 'waiting', 'no placeholder once the load failed');
  fail = false;
  [...el.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!.click();
  await until(() => el.textContent!.includes('waiting for Ada'), 'the placeholder again while Retry loads');
  assert.not.ok(el.querySelector('[aria-label=Loading]'), 'no spinner');
  release();
  await until(() => el.textContent!.includes('hello Ada'), 'component');
  assert.not.match(el.textContent!, 'waiting');
  off();
});

test("lazyComponent: classes the lazy module defines reach the mounted widget's style element", async () => {
  const el = document.createElement('div');
  el.id = 'lazy-style';
  document.body.appendChild(el);
  const Lazy = lazyComponent<{}, { Styled: () => JSX.Element }>(
    lazy(async () => {
      const cls = css`outline-offset:7px;`; // created when the module loads, after the mount
      return { Styled: () => <p class={cls}>styled</p> };
    }),
    'Styled',
  );
  const off = mountWidget('#lazy-style', <Lazy />);
  await until(() => el.textContent!.includes('styled'), 'component');
  assert.ok(el.querySelector('style')!.textContent!.includes('outline-offset:7px'), 'the rule is in the widget style');
  off();
});

test("lazyComponent: a lazy first screen does not take the page's focus; a lazy screen after it does", async () => {
  const el = document.createElement('div');
  el.id = 'lazy-focus';
  document.body.appendChild(el);
  const mod = lazy(async () => ({ First: () => <Heading>First</Heading>, Second: () => <Heading>Second</Heading> }));
  const First = lazyComponent<{}, { First: () => JSX.Element }>(mod as any, 'First');
  const Second = lazyComponent<{}, { Second: () => JSX.Element }>(mod as any, 'Second');
  (document.activeElement as HTMLElement | null)?.blur();
  let show: (n: number) => void = () => {};
  const App = () => {
    const [n, set] = useState(1);
    show = set;
    return n === 1 ? <First /> : <Second />;
  };
  const off = mountWidget('#lazy-focus', <App />);
  await until(() => el.textContent!.includes('First'), 'first screen');
  await flush();
  assert.not.ok(el.contains(document.activeElement), 'the page keeps its focus (nothing moved into the widget)');
  el.querySelector('h2')!.click(); // the user is in the widget now
  show(2);
  await until(() => el.textContent!.includes('Second'), 'second screen');
  await flush();
  assert.is(document.activeElement, el.querySelector('h2'), 'a new screen takes focus to its heading');
  off();
});

test('lazyComponent: a module that cannot load shows an announced message with Retry and reaches onError once; Retry loads it', async () => {
  const el = document.createElement('div');
  el.id = 'lazy-fail';
  document.body.appendChild(el);
  let fail = true;
  let calls = 0;
  const Lazy = lazyComponent<{ name: string }, { Hello: (p: { name: string }) => JSX.Element }>(
    lazy(async () => {
      calls++;
      if (fail) throw new Error('offline');
      return { Hello: ({ name }) => <p>hello {name}</p> };
    }),
    'Hello',
  );
  const errors: unknown[] = [];
  const off = mountWidget('#lazy-fail', <Lazy name="Ada" />, { callbacks: { onError: (e) => errors.push(e) } });
  await until(() => el.querySelector('[role=alert]')?.textContent === 'Something went wrong. Please try again.', 'the message');
  const retry = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!;
  assert.ok(retry, 'a Retry button');
  assert.not.ok(el.querySelector('[aria-label=Loading]'), 'no spinner');
  mountWidget('#lazy-fail', <Lazy name="Ada" />, { callbacks: { onError: (e) => errors.push(e) } }); // a re-render does not load or report again
  await flush();
  assert.is(calls, 1);
  assert.is(errors.length, 1, 'onError once');
  assert.is((errors[0] as Error).name, 'StytchAPIUnreachableError');
  assert.is((errors[0] as unknown as { details: string }).details, 'offline');
  fail = false;
  retry.click();
  await until(() => el.textContent!.includes('hello Ada'), 'the component after Retry');
  assert.is(calls, 2);
  assert.is(errors.length, 1);
  assert.not.ok(
    [...el.querySelectorAll('[role=alert]')].some((a) => a.textContent),
    'the message is gone',
  );
  off();
});

test('lazyComponent: a first screen loaded by Retry takes focus to its heading (the focused Retry button is gone)', async () => {
  const el = document.createElement('div');
  el.id = 'lazy-retry-focus';
  document.body.appendChild(el);
  let fail = true;
  const First = lazyComponent<{}, { First: () => JSX.Element }>(
    lazy(async () => {
      if (fail) throw new Error('offline');
      return { First: () => <Heading>First</Heading> };
    }),
    'First',
  );
  (document.activeElement as HTMLElement | null)?.blur();
  const off = mountWidget('#lazy-retry-focus', <First />);
  await until(() => el.querySelector('button'), 'Retry');
  fail = false;
  const retry = el.querySelector('button')!;
  retry.focus(); // a keyboard user on Retry
  retry.click();
  await until(() => el.textContent!.includes('First'), 'the screen after Retry');
  await flush();
  assert.is(document.activeElement, el.querySelector('h2'), 'focus on the new heading, not lost to the page');
  off();
});

test.run();
