// The emulator's configuration: allowed origins and projects. A JSON file (default-config.json
// is copied to .featherlogin-data/config.json on first start; `--config path` picks another).
// Every project field has a default, so a config file only names what it changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import DEFAULT_CONFIG from './default-config.json';

export type PasswordPolicy = 'none' | 'zxcvbn' | 'luds';

export interface ProjectConfig {
  project_id: string;
  public_token: string;
  /** The backend API's Basic auth password (with project_id), as the server SDKs send it. Default: project_id with 'project-' made 'secret-'. */
  secret: string;
  vertical: 'CONSUMER' | 'B2B';
  project_name: string;
  /** magic_links, otps, passwords, oauth, crypto_wallets, totps, webauthn, impersonation; B2B: sso, discovery, ... */
  products: string[];
  redirect_urls: { login: string[]; signup: string[]; reset_password: string[]; invite: string[]; discovery: string[] };
  password: {
    strength_policy: PasswordPolicy;
    luds_min_length: number;
    luds_complexity: number;
    breach_detection_on_create: boolean;
    breach_detection_on_authenticate: boolean;
  };
  pkce: { email_magic_links: boolean; password_resets: boolean; oauth: boolean; sso: boolean };
  email_domains: string[];
  create_organization_enabled: boolean;
  session: { default_duration_minutes: number; max_duration_minutes: number };
  otp: { expiration_minutes: number; max_attempts: number };
  /** Vendor user locks: `threshold` consecutive failed authentications lock the user for `ttl_minutes` (locks.ts). */
  user_lock: { threshold: number; ttl_minutes: number };
  magic_links: { login_expiration_minutes: number; signup_expiration_minutes: number };
  /** Sends per identifier per minute before 429 too_many_requests. */
  send_rate_limit_per_minute: number;
  /** Sends per client address per minute (every identifier together) before 429 too_many_requests. */
  send_rate_limit_per_ip_per_minute: number;
  /** OAuth: which providers are enabled (default: all) and the Google One Tap client id. */
  oauth: { providers: string[] | null; google_client_id: string | null };
  /** SSO connections (B2B), identity-provider (OIDC) clients, seeded organizations and members (B2B). */
  sso_connections: Record<string, unknown>[];
  idp_clients: Record<string, unknown>[];
  organizations: Record<string, unknown>[];
  slug_pattern: string | null;
  siwe_required_for_crypto_wallets: boolean;
  disable_sdk_watermark: boolean;
  /** Captcha (bootstrap captcha_settings): when enabled, sends without a captcha_token are answered 'Captcha required'. */
  captcha: { enabled: boolean; site_key: string };
  /** DFP protected auth (bootstrap dfp_protected_auth_*); /telemetry.js and /submit stand in for the vendor's. */
  dfp_protected_auth: { enabled: boolean; mode: 'OBSERVATION' | 'DECISIONING' };
  webauthn: { rp_name: string; origins: string[] | null };
  /**
   * Token profiles of session attest (trusted auth tokens): a JWT signed with the profile's HS256
   * `secret`, unexpired, of its `issuer` and `audience` when set, traded for a session of the user
   * (consumer: found or created) or member (B2B: in the call's organization) its `email` claim names.
   */
  token_profiles: { profile_id: string; secret: string; issuer?: string; audience?: string }[];
  /** Anything else a feature file wants to read. */
  [k: string]: unknown;
}

export interface EmulatorConfig {
  /** Exact origins, or null for any http://localhost:* and http://127.0.0.1:* origin. */
  allowed_origins: string[] | null;
  projects: ProjectConfig[];
}

const PROJECT_DEFAULTS: Omit<ProjectConfig, 'project_id' | 'public_token' | 'vertical' | 'secret'> = {
  project_name: 'featherlogin test project',
  products: ['magic_links', 'otps', 'passwords', 'oauth', 'crypto_wallets', 'totps', 'webauthn', 'impersonation'],
  redirect_urls: {
    login: ['http://localhost:3000/authenticate'],
    signup: ['http://localhost:3000/authenticate'],
    reset_password: ['http://localhost:3000/reset'],
    invite: ['http://localhost:3000/authenticate'],
    discovery: ['http://localhost:3000/discovery'],
  },
  password: {
    strength_policy: 'zxcvbn',
    luds_min_length: 8,
    luds_complexity: 3,
    breach_detection_on_create: true,
    breach_detection_on_authenticate: true,
  },
  pkce: { email_magic_links: false, password_resets: false, oauth: false, sso: false },
  email_domains: ['stytch.com'],
  create_organization_enabled: true,
  // The API's limits: a session of at most 366 days; a consumer code lives 2 minutes by default (1 to 10);
  // a consumer login link an hour, a sign-up link a week (B2B: VERTICAL_DEFAULTS).
  session: { default_duration_minutes: 30, max_duration_minutes: 527040 },
  otp: { expiration_minutes: 2, max_attempts: 5 },
  user_lock: { threshold: 10, ttl_minutes: 60 },
  magic_links: { login_expiration_minutes: 60, signup_expiration_minutes: 10080 },
  send_rate_limit_per_minute: 20,
  send_rate_limit_per_ip_per_minute: 200,
  oauth: { providers: null, google_client_id: null },
  sso_connections: [],
  idp_clients: [],
  organizations: [],
  slug_pattern: null,
  siwe_required_for_crypto_wallets: false,
  disable_sdk_watermark: false,
  captcha: { enabled: false, site_key: 'emulator-captcha-site-key' },
  dfp_protected_auth: { enabled: false, mode: 'OBSERVATION' },
  webauthn: { rp_name: 'featherlogin', origins: null },
  token_profiles: [],
};

const isObj = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep merge for plain objects; arrays and scalars replace. */
export function merge<T>(base: T, patch: unknown): T {
  if (!isObj(base) || !isObj(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, any> = { ...base };
  for (const [k, v] of Object.entries(patch))
    if (!['__proto__', 'constructor', 'prototype'].includes(k)) out[k] = merge((base as any)[k], v);
  return out as T;
}

/**
 * Why a config patch cannot apply to `project` (null: it can): every value must have the type of
 * what it replaces (the default's type where the default is null: a string, list or object), numbers
 * finite and not negative, no prototype keys; the ids and the vertical stay as they are. Fields no
 * default names are the feature files' extras and may be any JSON.
 */
export function patchProblem(project: ProjectConfig, patch: unknown): string | null {
  const walk = (cur: unknown, def: unknown, v: unknown, path: string): string | null => {
    const was = def ?? cur;
    if (was === undefined) return null;
    if (v === null) return def === null ? null : `${path} cannot be null`;
    if (was === null) return typeof v === 'string' || typeof v === 'object' ? null : `${path} must be a string, a list or an object`;
    if (Array.isArray(was)) return Array.isArray(v) ? null : `${path} must be a list`;
    if (isObj(was)) {
      if (!isObj(v)) return `${path} must be an object`;
      for (const [k, x] of Object.entries(v)) {
        if (['__proto__', 'constructor', 'prototype'].includes(k)) return `${path}.${k} is not allowed`;
        const p = walk(
          isObj(cur) && Object.hasOwn(cur, k) ? cur[k] : undefined,
          isObj(def) && Object.hasOwn(def, k) ? def[k] : undefined,
          x,
          `${path}.${k}`,
        );
        if (p) return p;
      }
      return null;
    }
    if (typeof v !== typeof was) return `${path} must be a ${typeof was}`;
    if (typeof v === 'number' && !(Number.isFinite(v) && v >= 0)) return `${path} must be a number of at least 0`;
    return null;
  };
  if (!isObj(patch)) return 'the patch must be a JSON object';
  for (const k of ['project_id', 'public_token', 'vertical', 'secret'])
    if (Object.hasOwn(patch, k) && patch[k] !== project[k]) return `${k} cannot change`;
  return walk(project, PROJECT_DEFAULTS, patch, 'config');
}

/** What a B2B project's API does otherwise: a session of 60 minutes when a call names none, every email link an hour. */
const VERTICAL_DEFAULTS = {
  CONSUMER: {},
  B2B: { session: { default_duration_minutes: 60 }, magic_links: { signup_expiration_minutes: 60 } },
};

export function withDefaults(p: Partial<ProjectConfig> & Pick<ProjectConfig, 'project_id' | 'public_token' | 'vertical'>): ProjectConfig {
  const base = merge(
    { ...PROJECT_DEFAULTS, secret: p.project_id.replace(/^project-/, 'secret-') } as ProjectConfig,
    VERTICAL_DEFAULTS[p.vertical],
  );
  return merge(base, p);
}

export function normalize(c: Partial<EmulatorConfig>): EmulatorConfig {
  if (!Array.isArray(c.projects) || !c.projects.length) throw new Error('emulator config: "projects" must be a non-empty array');
  for (const p of c.projects)
    if (!p || typeof p.public_token !== 'string' || typeof p.project_id !== 'string' || !['CONSUMER', 'B2B'].includes(p.vertical))
      throw new Error('emulator config: each project needs project_id, public_token and vertical (CONSUMER or B2B)');
  return { allowed_origins: c.allowed_origins ?? null, projects: c.projects.map(withDefaults) };
}

export const defaultConfig = (): EmulatorConfig => normalize(structuredClone(DEFAULT_CONFIG) as unknown as Partial<EmulatorConfig>);

/** Reads a config file; when it does not exist, writes the default there first. */
export function loadConfigFile(path: string): EmulatorConfig {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(DEFAULT_CONFIG, null, 2) + '\n');
  }
  return normalize(JSON.parse(readFileSync(path, 'utf8')));
}
