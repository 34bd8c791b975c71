// The admin page (/emulator/admin): users with their factors and sessions, organizations with
// members and MFA, the outbox, each with delete or revoke, and the project settings people change
// most (captcha, DFP, password policy, PKCE, redirect URLs) with validation. Served under a strict
// CSP (no inline script or style: the page's script and stylesheet are files of this server); the
// script (admin/client.ts) renders from GET /emulator/admin/data with DOM calls only.
// Writes go through adminBody() (JSON from this origin only). Settings changes apply at once and
// last until a restart: the config file stays the declarative source.
import { adminClient } from '../admin/client';
import { ADMIN_CSS } from '../admin/style';
import { getOrg, membersOf, allOrgs, memberWire, orgWire, removeMembers, removeOrg, getMember } from '../b2b/store';
import type { ProjectConfig } from '../config';
import type { Emu } from '../context';
import { fail } from '../errors';
import { listOutbox } from '../outbox';
import { esc, feature, sendJSON, type PageReq } from '../registry';
import { findSessionById, liveSessionsOf, revokeSession, type SessionDoc } from '../sessions';
import { getUser, removeUser, userWire, type UserDoc } from '../users';
import { adminBody } from './admin';
import { own } from '../schema';

/** Strict CSP for the admin page: its own script and stylesheet only, requests to itself. */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** An editable setting: where it lives in the project config, its label and its rule. */
export type Setting =
  | { name: string; label: string; kind: 'boolean' }
  | { name: string; label: string; kind: 'enum'; values: string[] }
  | { name: string; label: string; kind: 'int'; min: number; max: number }
  | { name: string; label: string; kind: 'text' }
  | { name: string; label: string; kind: 'urls' };

/** The editable settings, grouped by their first path segment (one fieldset each on the page). */
export const SETTINGS: Setting[] = [
  { name: 'captcha.enabled', label: 'Captcha required on sends', kind: 'boolean' },
  { name: 'captcha.site_key', label: 'Captcha site key', kind: 'text' },
  { name: 'dfp_protected_auth.enabled', label: 'DFP protected auth', kind: 'boolean' },
  { name: 'dfp_protected_auth.mode', label: 'DFP mode', kind: 'enum', values: ['OBSERVATION', 'DECISIONING'] },
  { name: 'password.strength_policy', label: 'Password strength policy', kind: 'enum', values: ['zxcvbn', 'luds', 'none'] },
  { name: 'password.luds_min_length', label: 'LUDS minimum length', kind: 'int', min: 8, max: 32 },
  { name: 'password.luds_complexity', label: 'LUDS character types required', kind: 'int', min: 1, max: 4 },
  { name: 'password.breach_detection_on_create', label: 'Refuse breached passwords on create', kind: 'boolean' },
  { name: 'password.breach_detection_on_authenticate', label: 'Check breached passwords on sign-in', kind: 'boolean' },
  { name: 'pkce.email_magic_links', label: 'PKCE required for email magic links', kind: 'boolean' },
  { name: 'pkce.password_resets', label: 'PKCE required for password resets', kind: 'boolean' },
  { name: 'pkce.oauth', label: 'PKCE required for OAuth', kind: 'boolean' },
  { name: 'pkce.sso', label: 'PKCE required for SSO', kind: 'boolean' },
  { name: 'redirect_urls.login', label: 'Login redirect URLs', kind: 'urls' },
  { name: 'redirect_urls.signup', label: 'Signup redirect URLs', kind: 'urls' },
  { name: 'redirect_urls.reset_password', label: 'Reset password redirect URLs', kind: 'urls' },
  { name: 'redirect_urls.invite', label: 'Invite redirect URLs', kind: 'urls' },
  { name: 'redirect_urls.discovery', label: 'Discovery redirect URLs', kind: 'urls' },
];

const MAX_URLS = 50;

function httpURL(s: unknown): boolean {
  if (typeof s !== 'string' || s.length > 2000) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** What is wrong with `value` for `s`, or null when it is fine. */
export function settingProblem(s: Setting, value: unknown): string | null {
  switch (s.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'enum':
      return s.values.includes(value as string) ? null : `must be one of ${s.values.join(', ')}`;
    case 'int':
      return Number.isInteger(value) && (value as number) >= s.min && (value as number) <= s.max
        ? null
        : `must be a whole number from ${s.min} to ${s.max}`;
    case 'text':
      return typeof value === 'string' && value.trim().length > 0 && value.length <= 200 ? null : 'must be 1 to 200 characters';
    case 'urls':
      if (!Array.isArray(value) || value.length > MAX_URLS) return `must be a list of at most ${MAX_URLS} URLs`;
      return value.every(httpURL)
        ? null
        : `each line must be an http:// or https:// URL (${value
            .filter((v) => !httpURL(v))
            .map(String)
            .join(', ')})`;
  }
}

const read = (p: ProjectConfig, name: string) => name.split('.').reduce<any>((o, k) => o?.[k], p);

/** Checks a patch of { setting name: value }; applies it only when every field is fine. */
export function applySettings(p: ProjectConfig, patch: Record<string, unknown>): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(patch)) {
    const s = SETTINGS.find((x) => x.name === name);
    const problem = s ? settingProblem(s, value) : 'is not an editable setting';
    if (problem) errors[name] = problem;
  }
  if (Object.keys(errors).length) return errors;
  for (const [name, value] of Object.entries(patch)) {
    const [group, key] = name.split('.');
    (p as any)[group] = { ...(p as any)[group], [key]: value };
  }
  return null;
}

const sessionRow = (s: SessionDoc) => ({
  session_id: s.session_id,
  started_at: s.started_at,
  expires_at: s.expires_at,
  factors: s.authentication_factors.map((f) => `${f.type} (${f.delivery_method})`),
});

/** One user as the page shows it: who, their factors, their sessions. */
function userRow(emu: Emu, u: UserDoc) {
  const w = userWire(u);
  const factors = [
    ...w.emails.map((e) => `email ${e.email}${e.verified ? ' (verified)' : ''}`),
    ...w.phone_numbers.map((p) => `phone ${p.phone_number}${p.verified ? ' (verified)' : ''}`),
    ...(w.password ? ['password'] : []),
    ...w.totps.map(() => 'authenticator app (TOTP)'),
    ...w.webauthn_registrations.map((r) => `passkey ${r.name || r.domain}`),
    ...w.crypto_wallets.map((c) => `${c.crypto_wallet_type} wallet ${c.crypto_wallet_address}`),
    ...w.providers.map((p) => `OAuth ${p.provider_type}`),
  ];
  return {
    user_id: w.user_id,
    name: [w.name.first_name, w.name.last_name].filter(Boolean).join(' '),
    label: w.emails[0]?.email ?? w.phone_numbers[0]?.phone_number ?? w.crypto_wallets[0]?.crypto_wallet_address ?? w.user_id,
    created_at: w.created_at,
    factors,
    sessions: liveSessionsOf(emu, u.project_id, 'user', w.user_id).map(sessionRow),
  };
}

/** Everything the page shows for one project. */
function projectData(emu: Emu, p: ProjectConfig) {
  const base = {
    project_id: p.project_id,
    project_name: p.project_name,
    vertical: p.vertical,
    public_token: p.public_token,
    settings: Object.fromEntries(SETTINGS.map((s) => [s.name, read(p, s.name)])),
  };
  if (p.vertical === 'CONSUMER') {
    const users = (
      emu.db.prepare('SELECT doc FROM users WHERE project_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 500').all(p.project_id) as {
        doc: string;
      }[]
    ).map((r) => userRow(emu, JSON.parse(r.doc)));
    return { ...base, users };
  }
  const organizations = allOrgs(emu, p).map((o) => {
    const w = orgWire(o);
    return {
      organization_id: w.organization_id,
      organization_name: w.organization_name,
      organization_slug: w.organization_slug,
      mfa_policy: w.mfa_policy,
      auth_methods: w.auth_methods === 'RESTRICTED' ? w.allowed_auth_methods.join(', ') : 'all',
      members: membersOf(emu, o).map((m) => {
        const mw = memberWire(m);
        const mfa = [
          mw.mfa_enrolled ? 'enrolled' : 'not enrolled',
          ...(mw.mfa_phone_number ? [`SMS ${mw.mfa_phone_number}${mw.mfa_phone_number_verified ? ' (verified)' : ''}`] : []),
          ...(mw.totp_registration_id ? ['authenticator app (TOTP)'] : []),
        ];
        return {
          member_id: mw.member_id,
          email_address: mw.email_address,
          name: mw.name,
          status: mw.status,
          roles: m.roles,
          mfa,
          sessions: liveSessionsOf(emu, p.project_id, 'member', mw.member_id).map(sessionRow),
        };
      }),
    };
  });
  return { ...base, organizations };
}

/** Admin actions: name -> what it does to the project's data (`id` names the target). Unknown targets are 404s. */
const ACTIONS: Record<string, (emu: Emu, p: ProjectConfig, id: string) => void> = {
  'delete-user': (emu, p, id) => {
    if (!getUser(emu, p, id)) throw fail('user_not_found');
    removeUser(emu, id);
  },
  'revoke-session': (emu, p, id) => {
    if (!findSessionById(emu, id, { project_id: p.project_id })) throw fail('session_not_found');
    revokeSession(emu, id);
  },
  'delete-member': (emu, p, id) => {
    if (!getMember(emu, p, id)) throw fail('member_not_found');
    removeMembers(emu, [id]);
  },
  'delete-organization': (emu, p, id) => {
    const org = getOrg(emu, p, id);
    if (!org) throw fail('organization_not_found');
    removeOrg(emu, org);
  },
  'delete-message': (emu, _p, id) => {
    if (!emu.db.prepare('DELETE FROM outbox WHERE id = ?').run(Number(id)).changes) throw fail('message_not_found');
  },
  'clear-outbox': (emu) => void emu.db.prepare('DELETE FROM outbox').run(),
};

function projectOf(emu: Emu, body: Record<string, unknown>): ProjectConfig {
  const p = typeof body.project_id === 'string' ? emu.projectById(body.project_id) : null;
  if (!p) throw fail('invalid_argument', 'Unknown project_id.');
  return p;
}

const page = (url: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>featherlogin emulator admin</title><link rel="stylesheet" href="/emulator/admin.css"><script src="/emulator/admin.js" defer></script></head>
<body><header class="top"><h1>featherlogin emulator</h1><p class="meta">${esc(url)} · <a href="/emulator/mailbox">Mailbox</a> · <a href="/emulator/state" download="emulator-state.json">Export state</a></p></header>
<main id="admin"><p role="status" id="status">Loading…</p></main></body></html>`;

export default feature({
  // The emulator's own types (errors.ts EMULATOR_ONLY_TYPES): these routes are not the vendor's API.
  errors: {
    message_not_found: [404, 'There is no message with this id in the outbox.'],
    invalid_settings: [400, 'Some settings are not valid; nothing was changed.'],
  },
  pages: [
    {
      method: 'GET',
      path: '/emulator/admin',
      handle({ emu, res }) {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': ADMIN_CSP,
          'Referrer-Policy': 'no-referrer',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(page(emu.url));
      },
    },
    {
      method: 'GET',
      path: '/emulator/admin.js',
      handle({ res }) {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(`(${adminClient.toString()})();\n`);
      },
    },
    {
      method: 'GET',
      path: '/emulator/admin.css',
      handle({ res }) {
        res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
        res.end(ADMIN_CSS);
      },
    },
    {
      // Everything the page renders: each project (users or organizations, settings) and the outbox.
      method: 'GET',
      path: '/emulator/admin/data',
      handle({ emu, res }) {
        sendJSON(res, 200, {
          settings: SETTINGS,
          projects: emu.config.projects.map((p) => projectData(emu, p)),
          outbox: listOutbox(emu, null, 200),
        });
      },
    },
    {
      // { project_id, id } -> the action (delete-user, revoke-session, delete-member, delete-organization, delete-message, clear-outbox).
      method: 'POST',
      path: '/emulator/admin/actions/{action}',
      async handle(p: PageReq) {
        const body = await adminBody(p);
        const act = own(ACTIONS, p.params.action);
        if (!act) throw fail('route_not_found', `Actions: ${Object.keys(ACTIONS).join(', ')}.`);
        act(p.emu, projectOf(p.emu, body), String(body.id ?? ''));
        sendJSON(p.res, 200, { done: p.params.action });
      },
    },
    {
      // { project_id, settings: { 'password.luds_min_length': 10, ... } }: all valid or nothing changes (400 with errors per field).
      method: 'POST',
      path: '/emulator/admin/settings',
      async handle(p: PageReq) {
        const body = await adminBody(p);
        const project = projectOf(p.emu, body);
        const patch = body.settings;
        if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw fail('invalid_argument', 'settings must be an object.');
        const errors = applySettings(project, patch as Record<string, unknown>);
        if (errors) {
          const e = fail('invalid_settings');
          return sendJSON(p.res, 400, { status_code: 400, error_type: e.type, error_message: e.message, errors });
        }
        sendJSON(p.res, 200, { settings: projectData(p.emu, project).settings });
      },
    },
  ],
});
