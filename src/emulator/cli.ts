// The emulator's command line (bundled to dist/emulator/cli.mjs for the checkout's scripts, and into
// the featherlogin-emulator package, whose bin calls run()):
//   featherlogin-emulator [--port 4100] [--host 127.0.0.1] [--config path] [--db path] [--import file] [--export-on-exit file]
// The config file is created from the bundled default on first start. Data lives in
// .featherlogin-data/ (SQLite), so users and sessions survive restarts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfigFile, type EmulatorConfig } from './config';
import { createEmulator, type Emulator } from './index';

export { createEmulator };
export type { Emulator, EmulatorOptions, EmulatorConfig, ProjectConfig, Message, State } from './index';

export interface CliOptions {
  port: number;
  host: string;
  config: string;
  db: string;
  /** A state file (an export) loaded at start, replacing the database's state. */
  import: string | null;
  /** Where the state is written when the emulator stops (Ctrl+C, SIGTERM). */
  exportOnExit: string | null;
}

export const HELP = `featherlogin-emulator: a local auth emulator (the browser SDK's API, the backend API, an admin page)

Options:
  --port 4100                     port (0 picks a free one)
  --host 127.0.0.1                address to listen on (0.0.0.0 or :: to reach it from other machines or containers)
  --config .featherlogin-data/config.json   projects, seeds and settings (written from the default when missing)
  --db .featherlogin-data/emulator.db       SQLite file (:memory: keeps nothing)
  --import state.json             start from an exported state (users, sessions, organizations, outbox, keys)
  --export-on-exit state.json     write the state there when stopped (Ctrl+C or SIGTERM)
  --help                          this text`;

export function parseArgs(argv: string[]): CliOptions {
  const o: CliOptions = {
    port: 4100,
    host: '127.0.0.1',
    config: '.featherlogin-data/config.json',
    db: '.featherlogin-data/emulator.db',
    import: null,
    exportOnExit: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value; try --help`);
      return v;
    };
    if (flag === '--port') o.port = Number(value());
    else if (flag === '--host') o.host = value();
    else if (flag === '--config') o.config = value();
    else if (flag === '--db') o.db = value();
    else if (flag === '--import') o.import = value();
    else if (flag === '--export-on-exit') o.exportOnExit = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(HELP);
      process.exit(0);
    } else throw new Error(`unknown option ${argv[i]}; try --help`);
  }
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) throw new Error('--port must be 0-65535');
  return o;
}

/** The one-screen start message: where everything is and the seeded credentials. */
export function startMessage(url: string, config: EmulatorConfig, o: CliOptions): string {
  const rows = config.projects.map(
    (p) => `  ${p.vertical.padEnd(8)} project_id ${p.project_id}\n           public token ${p.public_token}   secret ${p.secret}`,
  );
  return [
    `featherlogin emulator listening on ${url}${['0.0.0.0', '::'].includes(o.host) ? ` (and on every interface: ${o.host})` : ''}`,
    `  admin page  ${url}/emulator/admin   (users, organizations, outbox, project settings)`,
    `  mailbox     ${url}/emulator/mailbox (emails, SMS, WhatsApp; as JSON: ${url}/emulator/outbox?to=)`,
    ...rows,
    `  browser SDK  new StytchUIClient(publicToken, { endpoints: { testAPIURL: '${url}' } })`,
    `  server SDK   new stytch.Client({ project_id, secret, env: '${url}/' })`,
    `  state        config ${o.config}   data ${o.db}${o.import ? `   imported ${o.import}` : ''}${o.exportOnExit ? `   exported on exit to ${o.exportOnExit}` : ''}`,
    '  Ctrl+C stops it.',
  ].join('\n');
}

/** Starts the emulator from CLI options (and prints the start message unless quiet). */
export async function main(argv: string[], quiet = false): Promise<Emulator> {
  const o = parseArgs(argv);
  const config = loadConfigFile(o.config);
  let state: unknown;
  if (o.import) {
    try {
      state = JSON.parse(readFileSync(o.import, 'utf8'));
    } catch (e) {
      throw new Error(`--import ${o.import}: ${(e as Error).message}`);
    }
  }
  let emu: Emulator;
  try {
    emu = await createEmulator({ db: o.db, config, port: o.port, host: o.host, state });
  } catch (e) {
    throw new Error(
      o.import && !(e as NodeJS.ErrnoException).code ? `--import ${o.import}: ${(e as Error).message}` : (e as Error).message,
    );
  }
  if (o.exportOnExit) {
    const file = o.exportOnExit;
    const close = emu.close;
    emu.close = async () => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(emu.exportState(), null, 1) + '\n');
      return close();
    };
  }
  if (!quiet) console.log(startMessage(emu.url, config, o));
  return emu;
}

/** The program: starts, stops cleanly on Ctrl+C / SIGTERM (exporting the state when asked), exits 1 with a message on a bad start. */
export async function run(argv: string[]) {
  try {
    const emu = await main(argv);
    const stop = () => emu.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (e) {
    console.error(`featherlogin-emulator: ${(e as Error).message}`);
    process.exit(1);
  }
}
