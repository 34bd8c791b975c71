// Consumer users: one JSON document per user (wire fields plus `secrets`, never sent), looked up
// by id, email, phone, OAuth subject or wallet address.
import type { Emu } from './context';
import { iso } from './context';
import type { ProjectConfig } from './config';
import { id } from './crypto-util';
import { fail } from './errors';
import type { User } from '../wire/types';

export interface UserSecrets {
  password_hash?: string;
  /** The password dedupe happened once (routes/consumer/common.ts markPasswordless). */
  deduped?: boolean;
  /** totp_id -> secret (base32) and recovery codes (unused ones). */
  totps?: Record<string, { secret: string; recovery_codes: string[]; expires_at?: string }>;
  /** webauthn_registration_id -> credential. */
  webauthn?: Record<string, { credential_id: string; public_key: string; counter: number; transports?: string[] }>;
}

export interface UserDoc extends User {
  project_id: string;
  secrets: UserSecrets;
}

const emptyName = { first_name: '', middle_name: '', last_name: '' };

export function newUser(emu: Emu, project: ProjectConfig, init: Partial<User> = {}): UserDoc {
  const u: UserDoc = {
    user_id: id('user'),
    project_id: project.project_id,
    created_at: iso(emu.now()),
    status: 'active',
    name: { ...emptyName },
    emails: [],
    phone_numbers: [],
    webauthn_registrations: [],
    totps: [],
    crypto_wallets: [],
    providers: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    ...init,
    secrets: {},
  };
  emu.db
    .prepare('INSERT INTO users (user_id, project_id, doc, created_at) VALUES (?, ?, ?, ?)')
    .run(u.user_id, project.project_id, JSON.stringify(u), u.created_at);
  return u;
}

export function saveUser(emu: Emu, u: UserDoc) {
  emu.db.prepare('UPDATE users SET doc = ? WHERE user_id = ?').run(JSON.stringify(u), u.user_id);
}

export function getUser(emu: Emu, project: ProjectConfig, user_id: string): UserDoc | null {
  const row = emu.db.prepare('SELECT doc FROM users WHERE user_id = ? AND project_id = ?').get(user_id, project.project_id) as
    | { doc: string }
    | undefined;
  return row ? JSON.parse(row.doc) : null;
}

/** Throws user_not_found. */
export function mustGetUser(emu: Emu, project: ProjectConfig, user_id: string): UserDoc {
  const u = getUser(emu, project, user_id);
  if (!u) throw fail('user_not_found');
  return u;
}

/** First user whose `list` (a JSON array in the doc) has an item with `field` = value (case-insensitive). */
function findBy(emu: Emu, project: ProjectConfig, list: string, field: string, value: string): UserDoc | null {
  const row = emu.db
    .prepare(
      `SELECT doc FROM users WHERE project_id = ? AND EXISTS (SELECT 1 FROM json_each(users.doc, '$.${list}') j WHERE lower(json_extract(j.value, '$.${field}')) = lower(?)) LIMIT 1`,
    )
    .get(project.project_id, value) as { doc: string } | undefined;
  return row ? JSON.parse(row.doc) : null;
}

export const userByEmail = (emu: Emu, p: ProjectConfig, email: string) => findBy(emu, p, 'emails', 'email', email);
export const userByPhone = (emu: Emu, p: ProjectConfig, phone: string) => findBy(emu, p, 'phone_numbers', 'phone_number', phone);
export const userByWallet = (emu: Emu, p: ProjectConfig, address: string) =>
  findBy(emu, p, 'crypto_wallets', 'crypto_wallet_address', address);
export const userByProviderSubject = (emu: Emu, p: ProjectConfig, subject: string) =>
  findBy(emu, p, 'providers', 'provider_subject', subject);

/** The user as sent on the wire (no secrets, no project_id). */
export function userWire(u: UserDoc): User {
  const { secrets: _s, project_id: _p, ...user } = u;
  return user;
}

/** Adds an email (unverified) when missing; returns its entry. */
export function ensureEmail(u: UserDoc, email: string) {
  let e = u.emails.find((x) => x.email.toLowerCase() === email.toLowerCase());
  if (!e) u.emails.push((e = { email_id: id('email'), email, verified: false }));
  return e;
}

export function ensurePhone(u: UserDoc, phone_number: string) {
  let p = u.phone_numbers.find((x) => x.phone_number === phone_number);
  if (!p) u.phone_numbers.push((p = { phone_id: id('phone-number'), phone_number, verified: false }));
  return p;
}

/** Deletes the user and ends their sessions (backend DELETE /v1/users/{id}, the admin page). */
export function removeUser(emu: Emu, user_id: string) {
  emu.db.transaction(() => {
    emu.db.prepare("DELETE FROM sessions WHERE subject_id = ? AND kind = 'user'").run(user_id);
    emu.db.prepare('DELETE FROM users WHERE user_id = ?').run(user_id);
  });
}
