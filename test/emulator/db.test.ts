// The database wrapper over node:sqlite (src/emulator/db.ts): transactions commit or roll back as a
// whole, nest as savepoints (also inside a request's BEGIN IMMEDIATE, server.ts), the file is in WAL
// mode with foreign keys on, and a writer waits for another process's write instead of failing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type DB, openDB } from '../../src/emulator/db';

const t = suite('emulator database');
const dir = mkdtempSync(join(tmpdir(), 'fl-db-'));
t.after(() => rmSync(dir, { recursive: true, force: true }));

function table(db: DB) {
  db.exec('CREATE TABLE IF NOT EXISTS t (v TEXT NOT NULL)');
  db.exec('DELETE FROM t');
  return {
    add: (v: string) => db.prepare('INSERT INTO t (v) VALUES (?)').run(v),
    values: () => (db.prepare('SELECT v FROM t ORDER BY rowid').all() as { v: string }[]).map((r) => r.v),
  };
}

const boom = () => {
  throw new Error('boom');
};

t('a transaction commits what it wrote and returns what its work returns; a throw undoes all of it', () => {
  const db = openDB(':memory:');
  const { add, values } = table(db);
  assert.is(
    db.transaction(() => {
      add('a');
      return 42;
    }),
    42,
  );
  assert.throws(() =>
    db.transaction(() => {
      add('b');
      boom();
    }),
  );
  assert.equal(values(), ['a']);
  db.close();
});

t('a transaction inside another is a savepoint: its throw undoes only its own writes', () => {
  const db = openDB(':memory:');
  const { add, values } = table(db);
  db.transaction(() => {
    add('outer');
    try {
      db.transaction(() => {
        add('inner');
        db.transaction(() => add('innermost'));
        boom();
      });
    } catch {}
    db.transaction(() => add('kept'));
  });
  assert.equal(values(), ['outer', 'kept']);
  db.close();
});

t("inside a request's own BEGIN IMMEDIATE a transaction neither commits nor ends it", () => {
  const db = openDB(':memory:');
  const { add, values } = table(db);
  db.exec('BEGIN IMMEDIATE');
  db.transaction(() => add('a'));
  assert.throws(() =>
    db.transaction(() => {
      add('b');
      boom();
    }),
  );
  assert.equal(values(), ['a']);
  db.exec('ROLLBACK');
  assert.equal(values(), []);
  db.close();
});

t('a file database is in WAL mode with foreign keys enforced', () => {
  const db = openDB(join(dir, 'modes.db'));
  assert.is(db.prepare('PRAGMA journal_mode').get()?.journal_mode, 'wal');
  assert.is(db.prepare('PRAGMA foreign_keys').get()?.foreign_keys, 1);
  db.close();
});

t("a write waits for another process's write on the same file instead of failing", async () => {
  const file = join(dir, 'shared.db');
  const db = openDB(file);
  const { add, values } = table(db);
  // Another process takes the write lock, says so, holds it for 400 ms, then commits.
  const other = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite');
       const db = new DatabaseSync(${JSON.stringify(file)});
       db.exec('BEGIN IMMEDIATE');
       db.prepare("INSERT INTO t (v) VALUES ('other')").run();
       console.log('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
       db.exec('COMMIT');`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => other.on('exit', resolve));
  await new Promise((resolve) => other.stdout.once('data', resolve));
  db.transaction(() => add('mine'));
  await exited;
  assert.equal(values(), ['other', 'mine']);
  db.close();
});

t.run();
