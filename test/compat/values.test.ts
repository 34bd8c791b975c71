// Enum and constant VALUES of every official vanilla-js entry against ours, at run time: the official
// package's objects (loaded with require, the oracle) and featherlogin's built ESM entries (dist/esm,
// what ships). Names that are values in the official entry and plain data (not classes or functions)
// must be deeply equal in ours.
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

const ours = (name: string): Promise<Record<string, unknown>> => import(pathToFileURL(resolve('dist/esm', `${name}.js`)).href);

for (const [official, mine] of VANILLA) {
  test(`${official}: every enum and constant has the official value in featherlogin's ${mine}`, async () => {
    const theirs: Record<string, unknown> = require(official);
    const our = await ours(mine);
    const data = Object.keys(theirs).filter((k) => theirs[k] !== null && typeof theirs[k] === 'object');
    assert.ok(data.length >= 13, `official data exports: ${data.join(', ')}`);
    for (const k of data) assert.equal(our[k], theirs[k], `${k} in featherlogin ${mine}`);
  });
}

test('the widget events are the official ones: flow complete is AUTHENTICATE_FLOW_COMPLETE', async () => {
  const our = await ours('index');
  assert.is((our.StytchEventType as Record<string, string>).AuthenticateFlowComplete, 'AUTHENTICATE_FLOW_COMPLETE');
});

test.run();
