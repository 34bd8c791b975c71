// scripts/rule-mutations.mjs breaks each spec rule in the source to see its test fail; a row whose
// text has moved (a refactor) would stop that script at its first stale row. Each row's text is
// still in its source file exactly once.
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: a plain .mjs script, no declarations
import { ROWS } from '../../scripts/rule-mutations.mjs';

type Row = [id: string, rule: string, test: string, file: string, find: string, replace: string];
const count = (file: string, find: string) => readFileSync(file, 'utf8').split(find).length - 1;

test('every rule-mutation row names text that is in its source exactly once, and a test file that exists', () => {
  const stale = (ROWS as Row[]).filter(([, , t, file, find]) => !existsSync(t) || count(file, find) !== 1);
  assert.equal(
    stale.map(([id, , , file]) => `${id} (${file})`),
    [],
  );
});

test('the check fires on a row whose text has moved', () => {
  const [id, , , file, find] = (ROWS as Row[])[0];
  assert.is(count(file, find), 1, id);
  assert.is(count(file, `${find} (moved)`), 0);
});

test.run();
