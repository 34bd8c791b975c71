// Brand marks: each widget has its own (src/consumer/brand-icons.ts, src/b2b/brand-icons.ts, the four
// both offer shared from src/ui/brand-icon-data.ts): one for every OAuth provider of the widget and
// every wallet, drawn as shapes in brand colours, loaded on first use (the button shows at once with an
// empty 20px slot).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ICONS as B2B_ICONS } from '../../src/b2b/brand-icons';
import { ICONS } from '../../src/consumer/brand-icons';
import { brandIcon } from '../../src/ui/components/BrandIcon';
import type { Shape } from '../../src/ui/brand-icon-data';
import { mountWidget } from '../../src/ui/mount';
import { B2B_OAUTH_PROVIDERS, OAUTH_PROVIDERS } from '../../src/wire/routes';
import { WALLET_OPTIONS } from '../../src/consumer/crypto';
import { flush, host, until } from './util';

const painted = (n: string, shapes: Shape[] | undefined) => {
  assert.ok(shapes?.length, `${n}: a mark`);
  for (const [fill, d, stroke] of shapes!) {
    assert.ok(fill || stroke, `${n}: each shape is painted`);
    for (const colour of [fill, stroke].filter(Boolean)) assert.match(colour!, /^#[0-9A-Fa-f]{3,6}$/, `${n}: ${colour}`);
    assert.match(d, /^M[-\d.]/, `${n}: a path`);
    assert.not.match(d, /NaN|undefined/, `${n}: a finished path`);
  }
};

test('the consumer marks: one for each of the 19 providers and every wallet, and nothing else', () => {
  assert.is(OAUTH_PROVIDERS.length, 19);
  const names = [...OAUTH_PROVIDERS, ...WALLET_OPTIONS];
  for (const n of names) painted(n, ICONS[n]);
  assert.equal(Object.keys(ICONS).sort(), [...names].sort());
  // Not letters in discs: Google and GitHub differ.
  assert.not.equal(ICONS.google, ICONS.github);
  assert.is(new Set(ICONS.google.map((s) => s[0])).size, 4, "Google's four colours");
  assert.is(new Set(ICONS.microsoft.map((s) => s[0])).size, 4, "Microsoft's four squares");
});

test('the B2B marks: its five providers only (the file a B2B page loads carries no consumer mark), the shared four the same shapes', () => {
  for (const n of B2B_OAUTH_PROVIDERS) painted(n, B2B_ICONS[n]);
  assert.equal(Object.keys(B2B_ICONS).sort(), [...B2B_OAUTH_PROVIDERS].sort());
  for (const n of ['google', 'microsoft', 'github', 'slack'] as const) assert.is(B2B_ICONS[n], ICONS[n], n);
});

test('BrandIcon: the 20px slot renders at once (decorative), the shapes arrive with the marks; a failed load is tried again', async () => {
  let loads = 0;
  let fail = true;
  const BrandIcon = brandIcon<'slack'>(
    () => (loads++, fail ? Promise.reject(new Error('offline')) : Promise.resolve({ ICONS: { slack: ICONS.slack } })),
  );
  const el = host();
  mountWidget('#app', <BrandIcon name="slack" label="Continue with Slack" />);
  await flush();
  const svg = el.querySelector('svg')!;
  assert.is(svg.getAttribute('width'), '20');
  assert.is(svg.getAttribute('aria-hidden'), 'true');
  // In its label's text flow (one box: a wrapped label keeps the mark beside its first line).
  assert.is(svg.parentElement!.textContent, 'Continue with Slack');
  assert.is(svg.nextSibling!.textContent, 'Continue with Slack');
  await flush();
  assert.is(el.querySelectorAll('svg path').length, 0, 'no marks: the slot stays empty');
  fail = false;
  mountWidget(
    '#app',
    <div>
      <BrandIcon name="slack" label="Slack" />
      <b />
    </div>,
  );
  await until(() => el.querySelectorAll('svg path').length === ICONS.slack.length, 'the marks');
  assert.is(loads, 2, 'the failed load was forgotten');
  assert.is(el.querySelectorAll('svg path')[0].getAttribute('fill'), '#36C5F0');
});

test("BrandIcon: a mark's black ink is marked (f a fill, s a stroke) for the theme's button text colour; colours are not", async () => {
  const Mark = brandIcon<'x'>(() =>
    Promise.resolve({
      ICONS: {
        x: [
          ['#181717', 'M0 0'],
          ['', 'M1 1', '#232F3E', 2],
          ['#4285F4', 'M2 2'],
        ],
      },
    }),
  );
  const el = host();
  mountWidget('#app', <Mark name="x" label="X" />);
  await until(() => el.querySelectorAll('svg path').length === 3, 'the marks');
  assert.equal(
    [...el.querySelectorAll('svg path')].map((p) => p.getAttribute('data-ink')),
    ['f', 's', null],
  );
});

test.run();
