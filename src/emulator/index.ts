// Programmatic API: createEmulator() starts the local auth emulator on an HTTP port and returns
// its URL, the seeded public tokens, an outbox reader and close(). Node only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultConfig, normalize, type EmulatorConfig, type ProjectConfig } from './config';
import type { Emu } from './context';
import { openDB, type DB } from './db';
import { listOutbox, type Message } from './outbox';
import { createHandler } from './server';
import { addErrors } from './errors';
import { features } from './routes';
import { exportState, importState, resetState, type State } from './state';

export interface EmulatorOptions {
  /** SQLite file, or ':memory:' (tests). Default .featherlogin-data/emulator.db. */
  db?: string;
  /** A config object (defaults filled in); the bundled default when omitted. */
  config?: Partial<EmulatorConfig>;
  /** 0 picks a free port. Default 4100. */
  port?: number;
  host?: string;
  /** The emulator clock (ms since the epoch); Date.now when omitted. advance() moves it forward. */
  now?: () => number;
  /** A state document (exportState(), `--import`) that replaces the database's state before the seeds run. */
  state?: unknown;
}

export interface Emulator {
  url: string;
  publicToken: string;
  b2bPublicToken: string;
  outbox(to?: string): Message[];
  /** Moves the emulator clock forward. */
  advance(ms: number): void;
  /** Every data table as one JSON document (`--export-on-exit`, GET /emulator/state). */
  exportState(): State;
  /** Replaces the state with an export (checked first; throws with the reason), then seeds again. */
  importState(state: unknown): void;
  /** Empties the state and seeds again (POST /emulator/reset). */
  reset(): void;
  close(): Promise<void>;
  db: DB;
  emu: Emu;
}

export async function createEmulator(o: EmulatorOptions = {}): Promise<Emulator> {
  const config = o.config ? normalize(structuredClone(o.config)) : defaultConfig();
  for (const f of features) if (f.errors) addErrors(f.errors);
  const db = openDB(
    o.db ?? '.featherlogin-data/emulator.db',
    features.flatMap((f) => f.migrations ?? []),
  );
  let offset = 0;
  const base = o.now ?? Date.now;
  const emu: Emu = {
    db,
    config,
    now: () => base() + offset,
    advance: (ms) => void (offset += ms),
    url: '',
    projectByToken: (t) => config.projects.find((p) => p.public_token === t) ?? null,
    projectById: (id) => config.projects.find((p) => p.project_id === id) ?? null,
    seed: () => {},
  };
  const seed = () => {
    seedProjects(db, config.projects);
    for (const f of features) f.seed?.(emu);
  };
  emu.seed = seed;
  if (o.state !== undefined) importState(emu, o.state, seed);
  else seed();

  const server = createServer(createHandler(emu, features));
  server.keepAliveTimeout = 1000;
  // Unparseable HTTP still gets a JSON 400 with an error_type.
  server.on('clientError', (_err, socket) => {
    const body = JSON.stringify({
      status_code: 400,
      request_id: 'request-id-test-unparsed',
      error_type: 'bad_request',
      error_message: 'The HTTP request could not be parsed.',
      error_url: '',
    });
    if (socket.writable)
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 4100, o.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Listening on every interface (--host 0.0.0.0 or ::): the URL it names is the loopback one, which
  // a browser on this machine can open (0.0.0.0 is no address to connect to).
  const host = ({ '0.0.0.0': '127.0.0.1', '::': '::1' } as Record<string, string>)[o.host ?? ''] ?? o.host ?? '127.0.0.1';
  emu.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const first = (v: string) => config.projects.find((p) => p.vertical === v)?.public_token ?? '';
  return {
    url: emu.url,
    publicToken: first('CONSUMER'),
    b2bPublicToken: first('B2B'),
    outbox: (to) => listOutbox(emu, to),
    advance: emu.advance,
    exportState: () => exportState(emu),
    importState: (state) => importState(emu, state, seed),
    reset: () => resetState(emu, seed),
    db,
    emu,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

function seedProjects(db: DB, projects: ProjectConfig[]) {
  const up = db.prepare(
    'INSERT INTO projects (project_id, public_token, vertical, config) VALUES (?, ?, ?, ?) ON CONFLICT(project_id) DO UPDATE SET public_token = excluded.public_token, vertical = excluded.vertical, config = excluded.config',
  );
  db.transaction(() => {
    for (const p of projects) up.run(p.project_id, p.public_token, p.vertical, JSON.stringify(p));
  });
}

export type { EmulatorConfig, ProjectConfig, Message, State };
