// The emulator's state as one JSON document: every data table (users, sessions, tokens, outbox,
// events, the JWT signing key, organizations, members, grants, ...) row by row. Projects are not
// state: they come from the config file (seeds stay declarative), and so do seeded organizations,
// which the seeders apply again after an import or a reset. Send counters (one minute) are left out.
import type { Emu } from './context';
import { forgetKey } from './jwt';

export const STATE_FORMAT = 'featherlogin-emulator-state';

export interface State {
  format: typeof STATE_FORMAT;
  version: 1;
  exported_at: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** Tables that are not state: the migration log, projects (config) and per-minute send counters. */
const NOT_STATE = new Set(['migrations', 'projects', 'send_counts']);

/** The data tables of this database (each feature's migrations add theirs). */
function dataTables(emu: Emu): string[] {
  const rows = emu.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
    name: string;
  }[];
  return rows.map((r) => r.name).filter((n) => !NOT_STATE.has(n));
}

export function exportState(emu: Emu): State {
  const tables: State['tables'] = {};
  // Plain objects: node:sqlite's rows have no prototype, which deep equality in a user's test would trip on.
  for (const t of dataTables(emu))
    tables[t] = emu.db
      .prepare(`SELECT * FROM "${t}"`)
      .all()
      .map((row) => ({ ...row }));
  return { format: STATE_FORMAT, version: 1, exported_at: new Date(emu.now()).toISOString(), tables };
}

/** Throws with a message saying what is wrong when `s` is not an export of this emulator. */
export function checkState(emu: Emu, s: unknown): asserts s is State {
  const st = s as State;
  if (!st || typeof st !== 'object' || st.format !== STATE_FORMAT || st.version !== 1 || !st.tables || typeof st.tables !== 'object')
    throw new Error(`not a ${STATE_FORMAT} document (version 1)`);
  const known = new Set(dataTables(emu));
  for (const [t, rows] of Object.entries(st.tables)) {
    if (!known.has(t)) throw new Error(`unknown table ${JSON.stringify(t)}`);
    if (!Array.isArray(rows) || !rows.every((r) => r && typeof r === 'object' && !Array.isArray(r)))
      throw new Error(`table ${t}: rows must be objects`);
    const columns = new Set((emu.db.prepare(`PRAGMA table_info("${t}")`).all() as { name: string }[]).map((c) => c.name));
    for (const r of rows)
      for (const c of Object.keys(r)) if (!columns.has(c)) throw new Error(`table ${t}: unknown column ${JSON.stringify(c)}`);
  }
}

/** Empties every data table (all users, sessions, organizations, messages, the signing key). */
function clear(emu: Emu) {
  for (const t of dataTables(emu)) emu.db.prepare(`DELETE FROM "${t}"`).run();
  emu.db.prepare('DELETE FROM send_counts').run();
  forgetKey(emu.db);
}

/** Replaces the whole state with `s` (checked first; one transaction), then runs the seeders. */
export function importState(emu: Emu, s: unknown, seed: () => void) {
  checkState(emu, s);
  emu.db.transaction(() => {
    clear(emu);
    for (const [t, rows] of Object.entries(s.tables))
      for (const r of rows) {
        const cols = Object.keys(r);
        emu.db
          .prepare(`INSERT INTO "${t}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
          .run(...cols.map((c) => r[c] as never));
      }
  });
  seed();
}

/** Back to a fresh start: no state but what the config seeds. */
export function resetState(emu: Emu, seed: () => void) {
  emu.db.transaction(() => clear(emu));
  seed();
}
