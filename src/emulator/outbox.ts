// Everything the emulator would send (emails, SMS, WhatsApp) lands here: the mailbox page for
// people, GET /emulator/outbox?to= for tests. And the per-identifier send limit.
import type { Emu } from './context';
import type { ProjectConfig } from './config';

export type Channel = 'email' | 'sms' | 'whatsapp';

export interface Message {
  id: number;
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
  created_at: string;
}

/** A lifetime as a message says it: '10 minutes', '1 hour', '7 days' (an invite's 10080 minutes). */
export function lifetime(minutes: number) {
  const [n, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export function deliver(emu: Emu, project: ProjectConfig, m: Omit<Message, 'id' | 'created_at'>) {
  emu.db
    .prepare('INSERT INTO outbox (project_id, channel, recipient, subject, text, link, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(
      project.project_id,
      m.channel,
      m.to.toLowerCase(),
      m.subject,
      m.text,
      m.link ?? null,
      m.code ?? null,
      new Date(emu.now()).toISOString(),
    );
}

/** Newest first; all recipients when `to` is empty. */
export function listOutbox(emu: Emu, to?: string | null, limit = 200): Message[] {
  const rows = (
    to
      ? emu.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?').all(to.toLowerCase(), limit)
      : emu.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
  ) as any[];
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    ...(r.link ? { link: r.link } : {}),
    ...(r.code ? { code: r.code } : {}),
    created_at: r.created_at,
  }));
}

/**
 * Per-identifier send limit over a sliding minute: false when `key` already sent `perMinute` times.
 * Counted in the database, so the limit survives a restart and holds across processes on one file.
 */
export function rateLimit(emu: Emu, key: string, perMinute: number): boolean {
  const now = emu.now();
  const db = emu.db;
  return db.transaction(() => {
    db.prepare('DELETE FROM send_counts WHERE at <= ?').run(now - 60_000);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM send_counts WHERE key = ?').get(key) as { n: number };
    if (n >= perMinute) return false;
    db.prepare('INSERT INTO send_counts (key, at) VALUES (?, ?)').run(key, now);
    return true;
  });
}
