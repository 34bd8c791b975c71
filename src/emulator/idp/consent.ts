// Consent the identity provider remembers: the scopes each user or member granted each client (the
// idp_grants table), and whether an authorize request must ask again.
import type { ProjectConfig } from '../config';
import type { Emu } from '../context';
import type { Subject } from './claims';
import type { Client } from './registry';

export const MIGRATIONS = [
  {
    name: '110_idp_grants',
    sql: 'CREATE TABLE idp_grants (project_id TEXT NOT NULL, subject_id TEXT NOT NULL, client_id TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (project_id, subject_id, client_id));',
  },
];

/** The scopes this subject granted this client so far. */
export function granted(emu: Emu, p: ProjectConfig, who: Subject, client_id: string): string[] {
  const row = emu.db
    .prepare('SELECT scopes FROM idp_grants WHERE project_id = ? AND subject_id = ? AND client_id = ?')
    .get(p.project_id, who.sub, client_id) as { scopes: string } | undefined;
  return row ? JSON.parse(row.scopes) : [];
}

/** Adds these scopes to the subject's grant for the client. */
export function grant(emu: Emu, p: ProjectConfig, who: Subject, client_id: string, scopes: string[]) {
  const all = [...new Set([...granted(emu, p, who, client_id), ...scopes])];
  emu.db
    .prepare('INSERT OR REPLACE INTO idp_grants (project_id, subject_id, client_id, scopes) VALUES (?, ?, ?, ?)')
    .run(p.project_id, who.sub, client_id, JSON.stringify(all));
}

/** A client that asks its users for consent (third-party by default) holds what they granted as a grant. */
export const asksConsent = (c: Client) => c.consent_required ?? c.client_type.startsWith('third_party');

/** prompt=consent always asks; otherwise a client that asks (third-party by default) asks for scopes not yet granted. */
export function consentRequired(emu: Emu, p: ProjectConfig, c: Client, who: Subject, scopes: string[], prompt?: string) {
  if (prompt === 'consent') return true;
  if (!asksConsent(c)) return false;
  const have = new Set(granted(emu, p, who, c.client_id));
  return scopes.some((s) => !have.has(s));
}

/** Every grant of these subjects (a user, a member, or an organization's members): client and scopes. */
export function grantsOf(emu: Emu, p: ProjectConfig, subjects: string[]): { subject_id: string; client_id: string; scopes: string[] }[] {
  if (!subjects.length) return [];
  const rows = emu.db
    .prepare(
      `SELECT subject_id, client_id, scopes FROM idp_grants WHERE project_id = ? AND subject_id IN (${subjects.map(() => '?').join(', ')}) ORDER BY client_id`,
    )
    .all(p.project_id, ...subjects) as { subject_id: string; client_id: string; scopes: string }[];
  return rows.map((r) => ({ ...r, scopes: JSON.parse(r.scopes) as string[] }));
}

/** Withdraws the subject's grant to the client; false when there was none. */
export function revokeGrant(emu: Emu, p: ProjectConfig, subject_id: string, client_id: string): boolean {
  const info = emu.db
    .prepare('DELETE FROM idp_grants WHERE project_id = ? AND subject_id = ? AND client_id = ?')
    .run(p.project_id, subject_id, client_id) as { changes: number | bigint };
  return Number(info.changes) > 0;
}
