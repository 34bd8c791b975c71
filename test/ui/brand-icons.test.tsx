// Brand marks: one for every OAuth provider of both widgets and every wallet, drawn as shapes in
// brand colours, loaded on first use (the button shows at once with an empty 20px slot).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ICONS } from '../../src/ui/brand-icon-data';
import { BrandIcon } from '../../src/ui/components/BrandIcon';
import { mountWidget } from '../../src/ui/mount';
import { B2B_OAUTH_PROVIDERS, OAUTH_PROVIDERS } from '../../src/wire/routes';
import { WALLET_OPTIONS } from '../../src/consumer/crypto';
import { flush, host, until } from './util';

test('a mark for each of the 19 consumer providers, the B2B providers and every wallet', () => {
  const names = [...OAUTH_PROVIDERS, ...B2B_OAUTH_PROVIDERS, ...WALLET_OPTIONS];
  assert.is(OAUTH_PROVIDERS.length, 19);
  assert.equal(
    names.filter((n) => !ICONS[n]?.length),
    [],
    'no provider or wallet without a mark',
  );
  for (const n of names)
    for (const [fill, d, stroke] of ICONS[n]) {
      assert.ok(fill || stroke, `${n}: each shape is painted`);
      for (const colour of [fill, stroke].filter(Boolean)) assert.match(colour!, /^#[0-9A-Fa-f]{3,6}$/, `${n}: ${colour}`);
      assert.match(d, /^M[-\d.]/, `${n}: a path`);
      assert.not.match(d, /NaN|undefined/, `${n}: a finished path`);
    }
  // Not letters in discs any more: Google and GitHub differ.
  assert.not.equal(ICONS.google, ICONS.github);
  assert.is(new Set(ICONS.google.map((s) => s[0])).size, 4, "Google's four colours");
  assert.is(new Set(ICONS.microsoft.map((s) => s[0])).size, 4, "Microsoft's four squares");
});

test('BrandIcon: the 20px slot renders at once (decorative), the shapes arrive with their chunk', async () => {
  const el = host();
  mountWidget('#app', <BrandIcon name="slack" />);
  await flush();
  const svg = el.querySelector('svg')!;
  assert.is(svg.getAttribute('width'), '20');
  assert.is(svg.getAttribute('aria-hidden'), 'true');
  await until(() => el.querySelectorAll('svg path').length === ICONS.slack.length, 'the marks');
  assert.is(el.querySelectorAll('svg path')[0].getAttribute('fill'), '#36C5F0');
});

test.run();
