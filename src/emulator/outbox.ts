// Everything the emulator would send (emails, SMS, WhatsApp) lands here: the mailbox page for
// people, GET /emulator/outbox?to= for tests.
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

export function deliver(emu: Emu, project: ProjectConfig, m: Omit<Message, 'id' | 'created_at'>) {
  emu.db
    .prepare('INSERT INTO outbox (project_id, channel, recipient, subject, text, link, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(project.project_id, m.channel, m.to.toLowerCase(), m.subject, m.text, m.link ?? null, m.code ?? null, new Date(emu.now()).toISOString());
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

/** Per-identifier send limit over a sliding minute; throws too_many_requests. */
export function rateLimit(emu: Emu, key: string, perMinute: number): boolean {
  const now = emu.now();
  const recent = (emu.rate.get(key) || []).filter((t) => t > now - 60_000);
  if (recent.length >= perMinute) return false;
  recent.push(now);
  emu.rate.set(key, recent);
  return true;
}
