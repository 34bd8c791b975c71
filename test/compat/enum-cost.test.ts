// The official enums cost a page only what it uses: esbuild inlines the members a widget emits
// (src/core/enums.ts), build.mjs keeps that module out of the CDN chunk registry (a chunk inlines
// its own members) and marks the enum objects in dist/esm pure (pureEnums), so a page's bundler
// drops the enums it does not import. Checked on the built files.
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const B2B_ONLY = 'B2B_ORGANIZATIONS_GET_BY_SLUG'; // an event only the B2B widget emits
const CONSUMER_ONLY = 'MAGIC_LINK_LOGIN_OR_CREATE'; // an event only the consumer widget emits

/** What a page's bundler makes of `import { names } from 'dist/esm/<entry>.js'`. */
async function page(entry: string, names: string) {
  const r = await esbuild.build({
    stdin: {
      contents: `import { ${names} } from ${JSON.stringify(resolve('dist/esm', entry))}; console.log(${names});`,
      resolveDir: resolve('.'),
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'lazy',
        setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined)),
      },
    ],
  });
  return r.outputFiles[0].text;
}

test('ESM: a page importing a client gets no enum object; importing StytchEventType gets it', async () => {
  assert.not.ok((await page('index.js', 'StytchUIClient')).includes(B2B_ONLY), 'consumer widget page carries no B2B event names');
  assert.not.ok((await page('headless.js', 'StytchHeadlessClient')).includes(CONSUMER_ONLY), 'headless page carries no event names');
  assert.ok((await page('index.js', 'StytchEventType')).includes(B2B_ONLY), 'the enum is there when imported');
});

test('CDN: each bundle carries only the event strings it emits, chunks inline their own', () => {
  const file = (f: string) => readFileSync(`dist/${f}`, 'utf8');
  assert.not.ok(file('featherlogin.js').includes(B2B_ONLY));
  assert.ok(file('featherlogin.steps.js').includes(CONSUMER_ONLY), "the steps chunk inlines its event (Main's first steps run there)");
  assert.not.ok(file('featherlogin.js').includes(CONSUMER_ONLY), 'and the main bundle does not carry it for the chunk');
  assert.not.ok(file('featherlogin.b2b.js').includes(CONSUMER_ONLY));
  assert.ok(file('featherlogin.b2b.mfa.js').includes('B2B_SMS_OTP_SEND'), 'the MFA chunk inlines its event');
  assert.not.ok(file('featherlogin.b2b.js').includes('B2B_SMS_OTP_SEND'), 'and the main bundle does not carry it for the chunk');
});

test.run();
