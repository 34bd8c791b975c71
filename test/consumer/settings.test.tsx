// The consumer widget and the project settings (spec section 2, Shared chrome: the floating loader
// "while client state is loading", the watermark footer "only when bootstrap settings say"), through
// src/ui/settings.ts: on a first visit they arrive after the first screen, which renders from the
// cached or default ones. Their arrival renders the widget once (the loader goes, the footer and the
// screens read them); a mount after it renders once and no more; an unmounted widget is left alone.
import '../helpers/dom';
import { options } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BootstrapData } from '../../src/core/bootstrap';
import { LoginWidget } from '../../src/consumer/LoginWidget';
import { afterPaint, updatesOf } from '../helpers/updates';
import { flush } from '../ui/util';
import { setup } from './harness';

const WATERMARK = 'Powered by featherlogin';
const config = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/auth' } } as any;
const loader = (el: Element) => el.querySelectorAll('[role=status][aria-label=Loading]').length;

/** Renders of the consumer widget's root so far (Preact's after-diff hook). */
let renders = 0;
const diffed = options.diffed;
options.diffed = (v) => {
  if (v.type === LoginWidget) renders++;
  diffed?.(v);
};

/**
 * The file's client, its settings replaced by ones that arrive when the test says (`settled`: already
 * there), with displayWatermark `cached` until then; then a fresh mount of its login widget.
 */
async function mount(cached: boolean, settled = false) {
  const h = await setup(config);
  h.client.unmount('#login');
  let settings: BootstrapData = { ...h.client.bootstrap.getSync(), displayWatermark: cached };
  let arrive!: () => void;
  const later = settled ? Promise.resolve(settings) : new Promise<void>((r) => (arrive = r)).then(() => settings);
  Object.assign(h.client.bootstrap, { getSync: () => settings, peek: () => settings, getAsync: () => later, isSettled: () => settled });
  renders = 0;
  h.client.mountLogin({ elementId: '#login', config });
  await flush();
  return {
    ...h,
    renders: () => renders,
    footers: () => h.text().split(WATERMARK).length - 1,
    arrive: async (show: boolean) => {
      settings = { ...settings, displayWatermark: show };
      settled = true;
      arrive();
      await flush();
    },
  };
}

test('settings that allow the footer arrive after the first screen: the loader meanwhile, then the footer; one render', async () => {
  const v = await mount(false);
  assert.ok(v.text().includes('Sign up or log in'), 'Main is there');
  assert.is(loader(v.el), 1, 'the loader while they load');
  assert.is(v.footers(), 0, 'the default settings: no footer yet');
  const before = v.renders();
  await v.arrive(true);
  assert.is(loader(v.el), 0, 'the loader gone');
  assert.is(v.footers(), 1, 'the footer, once');
  assert.is(v.renders(), before + 1, 'one render for it');
  v.client.unmount('#login');
});

test('cached settings that show the footer: it shows from the first screen, once; their arrival renders once (the loader goes)', async () => {
  const v = await mount(true);
  assert.is(v.footers(), 1, 'the footer from the cache');
  const before = v.renders();
  await v.arrive(true);
  assert.is(v.renders(), before + 1, 'only the loader changed: one render');
  assert.is(loader(v.el), 0);
  assert.is(v.footers(), 1, 'the footer, once');
  v.client.unmount('#login');
});

test('settings there before the mount: no loader from the first render, the footer as they say, no render afterwards', async () => {
  const v = await mount(true, true);
  assert.is(loader(v.el), 0, 'no loader');
  assert.is(v.footers(), 1, 'the footer');
  assert.is(v.renders(), 1, 'one render: none when the widget reads the settled settings again');
  v.client.unmount('#login');
});

test('settings that never arrive: the loader stays over a usable Main, the cached settings serve', async () => {
  const v = await mount(true);
  await flush(8);
  assert.is(loader(v.el), 1);
  assert.is(v.footers(), 1);
  assert.ok(v.el.querySelector('input[type=email]'), 'the form is there');
  v.client.unmount('#login');
});

test('an unmount before the settings arrive: no state update afterwards', async () => {
  const v = await mount(false);
  v.client.unmount('#login');
  await afterPaint();
  assert.is(await updatesOf(LoginWidget, () => v.arrive(true)), 0, 'no state update');
});

test.run();
