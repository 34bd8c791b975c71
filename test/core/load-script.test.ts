// loadScript (src/core/chunk.ts), the one script-tag loader of the CDN chunks, Google's One Tap script
// and the captcha / device-fingerprint scripts: one tag per URL, the nonce, a fresh tag after a failure.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadChunk, loadScript } from '../../src/core/chunk';

// The tags are held out of the document (nothing is fetched) and recorded; remove() marks them.
const added: HTMLScriptElement[] = [];
const removed = new Set<HTMLScriptElement>();
const append = document.head.appendChild;

test('loadScript: one tag per URL with the nonce; a failed load takes its tag out, rejects every caller, and the next call adds a fresh tag', async () => {
  document.head.appendChild = ((n: HTMLScriptElement) => {
    n.remove = () => void removed.add(n);
    return (added.push(n), n);
  }) as any;
  try {
    const url = 'https://cdn.example/x.js';
    const a = loadScript(url, 'n0nce');
    const b = loadScript(url, 'n0nce');
    assert.is(added.length, 1, 'one tag for two calls');
    assert.is(added[0].src, url);
    assert.is(added[0].nonce, 'n0nce');
    loadScript('https://cdn.example/y.js');
    assert.is(added.length, 2, 'another URL, another tag');
    assert.not.ok(added[1].nonce, 'no nonce given, none set');
    added[0].dispatchEvent(new Event('error'));
    for (const p of [a, b])
      await p.then(
        () => assert.unreachable('resolved'),
        (e) => assert.is(e.message, `featherlogin: could not load ${url}`),
      );
    assert.ok(removed.has(added[0]), 'the failed tag is taken out');
    const c = loadScript(url, 'n0nce');
    assert.is(added.length, 3, 'a fresh tag after the failure');
    added[2].dispatchEvent(new Event('load'));
    await c;
    await loadScript(url);
    assert.is(added.length, 3, 'a loaded script is not added again');
  } finally {
    document.head.appendChild = append;
  }
});

test('loadChunk: a script that runs without registering its chunk (an HTML error page, a script that threw) is a failed load: rejects every caller, its tag is taken out, and Retry adds a fresh tag', async () => {
  added.length = 0;
  document.head.appendChild = ((n: HTMLScriptElement) => {
    n.remove = () => void removed.add(n);
    return (added.push(n), n);
  }) as any;
  const reg = globalThis as typeof globalThis & { featherlogin?: Record<string, unknown> };
  try {
    const a = loadChunk('featherlogin.unregistered.js');
    const b = loadChunk('featherlogin.unregistered.js');
    assert.is(added.length, 1, 'one tag for two calls');
    added[0].dispatchEvent(new Event('load'));
    for (const p of [a, b])
      await p.then(
        () => assert.unreachable('resolved'),
        (e) => assert.is(e.message, `featherlogin: could not load ${new URL('featherlogin.unregistered.js', document.baseURI).href}`),
      );
    assert.ok(removed.has(added[0]), 'the tag of the script that did not register is taken out');
    const retry = loadChunk<string>('featherlogin.unregistered.js');
    assert.is(added.length, 2, 'Retry adds a fresh tag');
    reg.featherlogin = { ...reg.featherlogin, 'featherlogin.unregistered.js': 'exports' };
    added[1].dispatchEvent(new Event('load'));
    assert.is(await retry, 'exports', 'the second load registered the chunk');
    assert.not.ok(removed.has(added[1]), 'a load that registered keeps its tag');
  } finally {
    document.head.appendChild = append;
    delete reg.featherlogin?.['featherlogin.unregistered.js'];
  }
});

test.run();
