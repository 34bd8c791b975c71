// Enum and constant VALUES of every official vanilla-js entry against ours, at run time: the official
// package's objects (loaded with require, the oracle) and featherlogin's built ESM entries (dist/esm,
// what ships). Names that are values in the official entry and plain data (not classes or functions)
// must be deeply equal in ours, for both lines (5.23.5 and 6.3.0). Product objects (6.x `Products`,
// `B2BProducts`: objects holding the official UI's components) must have the same keys and ids.
// Where the lines disagree, ours is 6.x's: LINE_EXCEPTIONS names each 5.x value that differs, why, and
// what is still checked.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const require = createRequire(import.meta.url);

export const VANILLA: [official: string, ours: string][] = [
  ['@stytch/vanilla-js', 'index'],
  ['@stytch/vanilla-js/headless', 'headless'],
  ['@stytch/vanilla-js/b2b', 'b2b'],
  ['@stytch/vanilla-js/b2b/headless', 'b2b-headless'],
];

export const VANILLA6: [official: string, ours: string][] = [
  ['@stytch/vanilla-js-6', 'index'],
  ['@stytch/vanilla-js-6/headless', 'headless'],
  ['@stytch/vanilla-js-6/b2b', 'b2b'],
  ['@stytch/vanilla-js-6/b2b/headless', 'b2b-headless'],
  ['@stytch/vanilla-js-6/compat', 'compat'],
  ['@stytch/vanilla-js-6/b2b/adminPortal', 'b2b-admin-portal'],
];

/**
 * 5.x values featherlogin's entries give in their 6.x shape (README, compatibility: exceptions):
 * `Products` / `B2BProducts`, a string enum in 5.x, are product objects (config.products takes both;
 * each object's id is the 5.x string, checked below); `Wallets` has 6.x's values (the generic
 * wallets by option name, no Vessel; cryptoOptions.walletOptions takes both spellings).
 */
export const LINE_EXCEPTIONS: Record<string, string[]> = {
  index: ['Products', 'Wallets'],
  headless: ['Wallets'],
  b2b: ['B2BProducts', 'Wallets'],
  'b2b-headless': ['Wallets'],
};
/** An exception read as 5.x: each 5.x product's object has the 5.x string as id; the wallets are 5.x's less Vessel. */
function asFive(k: string, ours: unknown, theirs: unknown) {
  if (k === 'Wallets')
    return assert.equal(
      Object.keys(ours as object),
      Object.keys(theirs as object).filter((w) => w !== 'Vessel'),
    );
  const mine = ids(ours);
  for (const [m, v] of Object.entries(theirs as Record<string, string>)) assert.is(mine[m], v, `${k}.${m}`);
}

/** 6.x product tables: their members are objects of components; the ids are the comparable part. */
const PRODUCT_TABLES = ['Products', 'B2BProducts'];
/** 6.x icon registries: components there, colours here (featherlogin draws its own marks); the names are the comparable part. */
const ICON_REGISTRIES = ['iconsWhite', 'iconsBlack'];

const ours = (name: string): Promise<Record<string, unknown>> => import(pathToFileURL(resolve('dist/esm', `${name}.js`)).href);
const data = (m: Record<string, unknown>) => Object.keys(m).filter((k) => m[k] !== null && typeof m[k] === 'object');
const ids = (table: unknown) =>
  Object.fromEntries(
    Object.entries(table as Record<string, { id: string } | string>).map(([k, p]) => [k, typeof p === 'string' ? p : p.id]),
  );

for (const [official, mine] of VANILLA) {
  test(`5.23.5 ${official}: every enum and constant has the official value in featherlogin's ${mine}`, async () => {
    const theirs: Record<string, unknown> = require(official);
    const our = await ours(mine);
    const keys = data(theirs);
    assert.ok(keys.length >= 13, `official data exports: ${keys.join(', ')}`);
    for (const k of keys)
      if (LINE_EXCEPTIONS[mine]?.includes(k)) asFive(k, our[k], theirs[k]);
      else assert.equal(our[k], theirs[k], `${k} in featherlogin ${mine}`);
  });
}

for (const [official, mine] of VANILLA6) {
  test(`6.3.0 ${official}: every enum, constant and theme has the official value in featherlogin's ${mine}`, async () => {
    const theirs: Record<string, unknown> = require(official);
    const our = await ours(mine);
    for (const k of data(theirs)) {
      if (ICON_REGISTRIES.includes(k))
        assert.equal(Object.keys(our[k] as object), Object.keys(theirs[k] as object), `${k}: the same marks`);
      else if (PRODUCT_TABLES.includes(k))
        assert.equal(ids(our[k]), ids(theirs[k]), `${k} in featherlogin ${mine}: same products, same ids`);
      else assert.equal(our[k], theirs[k], `${k} in featherlogin ${mine}`);
    }
  });
}

test('the line exceptions are still exceptions: the 5.x value differs from ours', async () => {
  for (const [mine, names] of Object.entries(LINE_EXCEPTIONS)) {
    const [official] = VANILLA.find(([, m]) => m === mine) ?? [''];
    const theirs: Record<string, unknown> = require(official);
    const our = await ours(mine);
    for (const k of names) assert.not.equal(our[k], theirs[k], `${k} in ${mine} equals 5.x: drop it from LINE_EXCEPTIONS`);
  }
});

test('the widget events are the official ones: flow complete is AUTHENTICATE_FLOW_COMPLETE', async () => {
  const our = await ours('index');
  assert.is((our.StytchEventType as Record<string, string>).AuthenticateFlowComplete, 'AUTHENTICATE_FLOW_COMPLETE');
});

test('compat: the colour fallbacks of the official default themes are the official ones', async () => {
  const theirs = require('@stytch/vanilla-js-6/compat');
  const six = require('@stytch/vanilla-js-6');
  const our = (await ours('compat')) as Record<string, (t: unknown) => unknown>;
  for (const t of [six.defaultTheme, six.defaultDarkTheme]) {
    assert.equal(our.generateColorFallback(t), theirs.generateColorFallback(t));
    assert.equal(our.addColorFallback(t), theirs.addColorFallback(t));
  }
});

test.run();
