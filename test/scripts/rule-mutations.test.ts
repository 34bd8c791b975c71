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
/** The rows whose test file is gone or whose text is not in their source exactly once. */
const stale = (rows: Row[]) => rows.filter(([, , t, file, find]) => !existsSync(t) || count(file, find) !== 1);

test('every rule-mutation row names text that is in its source exactly once, and a test file that exists', () => {
  assert.equal(
    stale(ROWS as Row[]).map(([id, , , file]) => `${id} (${file})`),
    [],
  );
});

test('the check fires on a row whose text has moved, or whose test file is gone', () => {
  const [id, rule, t, file, find, replace] = (ROWS as Row[])[0];
  assert.is(stale([[id, rule, t, file, `${find} (moved)`, replace]]).length, 1);
  assert.is(stale([[id, rule, `${t}.gone`, file, find, replace]]).length, 1);
});

test.run();
