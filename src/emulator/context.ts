// What every handler sees: the emulator (db, config, clock) and, per request, the project,
// the validated body, path parameters and the caller's session (if any).
import type { IncomingHttpHeaders } from 'node:http';
import type { EmulatorConfig, ProjectConfig } from './config';
import type { DB } from './db';
import type { SessionDoc } from './sessions';

export interface Emu {
  db: DB;
  config: EmulatorConfig;
  /** Milliseconds since the epoch; tests move it with advance(). */
  now(): number;
  /** Moves the clock forward (tests of expiry). */
  advance(ms: number): void;
  /** Base URL the server listens on, e.g. http://127.0.0.1:4100 (set once listening). */
  url: string;
  projectByToken(publicToken: string): ProjectConfig | null;
  projectById(projectId: string): ProjectConfig | null;
  /** Applies the config's seeds again (projects, organizations, members); idempotent. */
  seed(): void;
}

export interface Req {
  emu: Emu;
  project: ProjectConfig;
  body: Record<string, any>;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The session named by the Authorization header (any kind: 'user' or 'member'), when valid. */
  session: SessionDoc | null;
  /** The raw secret of the Authorization header when it is not the public token. */
  sessionToken: string | null;
  requestId: string;
  ip: string;
  userAgent: string;
}

export const iso = (ms: number) => new Date(ms).toISOString();
