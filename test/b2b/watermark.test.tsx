// The B2B widget's watermark footer (spec: bootstrap's displayWatermark): on a first visit nothing is
// cached, so the first screen renders from the default settings (no footer) and the footer must come
// when the settings arrive, even when nothing else changes then (Main waiting for its password chunk,
// or its organization already in).
import '../helpers/dom';
import { options } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { B2BWidget } from '../../src/b2b/B2BWidget';
import { b2bText } from '../../src/b2b/text';
import { mountWidget, unmountWidget } from '../../src/ui/mount';
import { afterPaint, updatesOf } from '../helpers/updates';
import { flush, widget } from './harness';

const WATERMARK = 'Powered by featherlogin';

/** Renders of the B2B widget's root so far (Preact's after-diff hook). */
let renders = 0;
const diffed = options.diffed;
options.diffed = (v) => {
  if (v.type === B2BWidget) renders++;
  diffed?.(v);
};

/**
 * A Discovery widget whose settings arrive when the test says, with displayWatermark `show`; `cached`:
 * the settings it starts from (a later visit's cache) already say so; `settled`: they arrived before
 * the mount.
 */
async function firstVisit(show: boolean, cached = false, settled = false) {
  document.body.innerHTML = '<div id="app"></div>';
  const h = widget({ authFlowType: 'Discovery' });
  let settings = { ...h.client.bootstrap.getSync(), displayWatermark: (cached || settled) && show };
  let arrive!: () => void;
  const arrived = settled ? Promise.resolve() : new Promise<void>((r) => (arrive = r));
  const later = arrived.then(() => settings);
  Object.assign(h.client.bootstrap, { getSync: () => settings, peek: () => settings, getAsync: () => later, isSettled: () => settled });
  renders = 0;
  mountWidget('#app', <B2BWidget widget={h.w} />, { text: b2bText });
  await flush();
  const root = document.querySelector('#app > div') as HTMLElement;
  return {
    renders: () => renders,
    text: () => root.textContent || '',
    arrive: async () => {
      settings = { ...settings, displayWatermark: show };
      arrive();
      await flush();
    },
    unmount: () => unmountWidget('#app'), // the host (root is the container inside it)
  };
}

test('settings that allow the watermark arrive after the first screen: the footer shows, once', async () => {
  const v = await firstVisit(true);
  assert.ok(v.text().includes('Sign up or log in'), 'Main is there');
  assert.not.ok(v.text().includes(WATERMARK), 'the default settings: no footer yet');
  await v.arrive();
  assert.is(v.text().split(WATERMARK).length, 2, 'the footer, once');
  v.unmount();
});

test('settings that do not allow it: no footer', async () => {
  const v = await firstVisit(false);
  await v.arrive();
  assert.not.ok(v.text().includes(WATERMARK));
  v.unmount();
});

test('cached settings that already show the footer: it shows from the first screen, no render when they arrive', async () => {
  const v = await firstVisit(true, true);
  assert.is(v.text().split(WATERMARK).length, 2, 'the footer from the cache');
  const before = v.renders();
  await v.arrive();
  assert.is(v.renders(), before, 'the same settings: no render again');
  assert.is(v.text().split(WATERMARK).length, 2, 'the footer, once');
  v.unmount();
});

test('settings there before the mount: the footer from the first render, and no render afterwards', async () => {
  const v = await firstVisit(true, false, true);
  assert.is(v.text().split(WATERMARK).length, 2, 'the footer');
  assert.is(v.renders(), 1, 'one render');
  v.unmount();
});

test('settings that never arrive: Main from the default settings, no footer, no render', async () => {
  const v = await firstVisit(true);
  const before = v.renders();
  await flush();
  assert.ok(v.text().includes('Sign up or log in'));
  assert.not.ok(v.text().includes(WATERMARK));
  assert.is(v.renders(), before);
  v.unmount();
});

test('an unmount before the settings arrive: no state update afterwards', async () => {
  const v = await firstVisit(true);
  v.unmount();
  await afterPaint();
  assert.is(await updatesOf(B2BWidget, () => v.arrive()), 0, 'no state update');
});

test.run();
