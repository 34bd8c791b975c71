// SQLite through Node's built-in node:sqlite (no native module to install or build). The schema
// migrates forward: every migration has a unique name and runs once, in registration order; applied
// names are kept in the `migrations` table. Feature files add theirs in their Feature's `migrations`
// (B2B tables live in the b2b files).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { lockMigration } from './locks';

/** The database as the emulator uses it: statements, scripts and transactions that nest. */
export interface DB {
  prepare(sql: string): StatementSync;
  exec(sql: string): void;
  /**
   * Runs `work` in a transaction and returns what it returns: BEGIN IMMEDIATE ... COMMIT (every
   * emulator transaction writes; IMMEDIATE takes the write lock up front, so two processes on one file
   * wait for each other instead of failing), or a savepoint inside a transaction already open (a
   * request's, server.ts). A throw rolls back what `work` wrote and is rethrown.
   */
  transaction<T>(work: () => T): T;
  close(): void;
}

const MIGRATIONS: Migration[] = [
  {
    name: '001_core',
    sql: `
      CREATE TABLE projects (project_id TEXT PRIMARY KEY, public_token TEXT UNIQUE NOT NULL, vertical TEXT NOT NULL, config TEXT NOT NULL);
      CREATE TABLE users (user_id TEXT PRIMARY KEY, project_id TEXT NOT NULL, doc TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE INDEX users_project ON users(project_id);
      CREATE TABLE sessions (session_id TEXT PRIMARY KEY, token TEXT UNIQUE NOT NULL, project_id TEXT NOT NULL, kind TEXT NOT NULL,
        subject_id TEXT NOT NULL, doc TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX sessions_subject ON sessions(subject_id);
      CREATE TABLE tokens (token TEXT PRIMARY KEY, project_id TEXT NOT NULL, kind TEXT NOT NULL, doc TEXT NOT NULL,
        expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, project_id TEXT NOT NULL, channel TEXT NOT NULL, recipient TEXT NOT NULL,
        subject TEXT NOT NULL, text TEXT NOT NULL, link TEXT, code TEXT, created_at TEXT NOT NULL);
      CREATE INDEX outbox_recipient ON outbox(recipient);
      CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, project_id TEXT, doc TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE keys (kid TEXT PRIMARY KEY, private_pem TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at TEXT NOT NULL);
    `,
  },
  {
    // One row per send within the last minute (outbox.ts rateLimit), shared by every process on the file.
    name: '002_send_counts',
    sql: 'CREATE TABLE send_counts (key TEXT NOT NULL, at INTEGER NOT NULL); CREATE INDEX send_counts_key ON send_counts(key, at);',
  },
];

export type Migration = { name: string; sql: string };
MIGRATIONS.push(lockMigration);

/** Opens (creating) the database and applies the core migrations, then each feature's. */
export function openDB(file: string, more: Migration[] = []): DB {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // Another process writing the same file: wait for it up to 5 s (SQLITE_BUSY after that).
  const sqlite = new DatabaseSync(file, { timeout: 5000 });
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  const db: DB = {
    prepare: (sql) => sqlite.prepare(sql),
    exec: (sql) => sqlite.exec(sql),
    close: () => sqlite.close(),
    transaction(work) {
      const nested = sqlite.isTransaction;
      sqlite.exec(nested ? 'SAVEPOINT nested' : 'BEGIN IMMEDIATE');
      try {
        const out = work();
        sqlite.exec(nested ? 'RELEASE nested' : 'COMMIT');
        return out;
      } catch (e) {
        sqlite.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK');
        throw e;
      }
    },
  };
  migrate(db, [...MIGRATIONS, ...more]);
  return db;
}

export function migrate(db: DB, list: Migration[]) {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name));
  for (const m of list) {
    if (done.has(m.name)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(m.name, new Date().toISOString());
    });
  }
}
