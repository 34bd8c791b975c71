// A lazy chunk's strings join the catalogue of the mount that loaded it, not a page-wide one: the
// consumer and B2B One Tap chunks word the same key differently, and with both widgets on one page
// each keeps its own wording whichever chunk loaded last (issue 16).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lazy } from '../../src/core/chunk';
import { lazyComponent } from '../../src/ui/lazy';
import { mountWidget, unmountWidget } from '../../src/ui/mount';
import { useText } from '../../src/ui/text';
import { flush, until } from './util';

const KEY = 'oneTap.dev.origin_not_allowed_for_client';
const Probe = () => <p>{useText()(KEY)}</p>;

test('two mounts, two One Tap chunks with the same key: each mount shows its own chunk wording; host strings still win', async () => {
  const consumer = await import('../../src/consumer/chunks/oneTap');
  const b2b = await import('../../src/b2b/chunks/oneTap');
  const c = consumer.text[KEY];
  const b = b2b.text[KEY];
  assert.is.not(c, b, 'the two catalogues word the key differently');
  document.body.innerHTML = '<div id="c"></div><div id="b"></div><div id="h"></div>';
  const C = lazyComponent(
    lazy(async () => ({ text: consumer.text, Probe })),
    'Probe',
  );
  const B = lazyComponent(
    lazy(async () => ({ text: b2b.text, Probe })),
    'Probe',
  );
  mountWidget('#c', <C />);
  await until(() => document.querySelector('#c p'));
  mountWidget('#b', <B />); // loads last
  await until(() => document.querySelector('#b p'));
  mountWidget('#h', <B />, { strings: { [KEY]: 'host words' } });
  await until(() => document.querySelector('#h p'));
  await flush();
  assert.is(document.querySelector('#c p')!.textContent, c);
  assert.is(document.querySelector('#b p')!.textContent, b);
  assert.is(document.querySelector('#h p')!.textContent, 'host words');
  // A re-mount on the same element keeps the strings its chunks brought.
  mountWidget('#c', <Probe />);
  await flush();
  assert.is(document.querySelector('#c p')!.textContent, c);
  for (const id of ['#c', '#b', '#h']) unmountWidget(id);
});

test.run();
