// The README's example end-to-end test is the file npm test runs (test/e2e/example-app.test.ts,
// after its header comment), so the example a reader copies is one that passes.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

test('README example test = test/e2e/example-app.test.ts', () => {
  const readme = readFileSync('README.md', 'utf8');
  const at = readme.indexOf('**An example end-to-end test**');
  assert.ok(at > 0, 'the README has the example');
  const block = /```ts\n([\s\S]*?)```/.exec(readme.slice(at))![1];
  const file = readFileSync('test/e2e/example-app.test.ts', 'utf8').replace(/^(\/\/.*\n)+/, '');
  assert.fixture(block, file);
});

test.run();
