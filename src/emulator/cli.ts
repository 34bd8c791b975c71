// The emulator's command line (bundled to dist/emulator/cli.mjs; run by scripts/emulator.mjs):
//   featherlogin-emulator [--port 4100] [--host 127.0.0.1] [--config path] [--db path]
// The config file is created from the bundled default on first start. Data lives in
// .featherlogin-data/ (SQLite), so users and sessions survive restarts.
import { loadConfigFile } from './config';
import { createEmulator, type Emulator } from './index';

export { createEmulator };

export interface CliOptions {
  port: number;
  host: string;
  config: string;
  db: string;
}

export function parseArgs(argv: string[]): CliOptions {
  const o: CliOptions = { port: 4100, host: '127.0.0.1', config: '.featherlogin-data/config.json', db: '.featherlogin-data/emulator.db' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--port') o.port = Number(value());
    else if (flag === '--host') o.host = value();
    else if (flag === '--config') o.config = value();
    else if (flag === '--db') o.db = value();
    else if (flag === '--help' || flag === '-h') {
      console.log('featherlogin-emulator [--port 4100] [--host 127.0.0.1] [--config .featherlogin-data/config.json] [--db .featherlogin-data/emulator.db]');
      process.exit(0);
    } else throw new Error(`unknown option ${argv[i]}; try --help`);
  }
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) throw new Error('--port must be 0-65535');
  return o;
}

/** Starts the emulator from CLI options and prints where it is and the seeded tokens. */
export async function main(argv: string[], quiet = false): Promise<Emulator> {
  const o = parseArgs(argv);
  const config = loadConfigFile(o.config);
  const emu = await createEmulator({ db: o.db, config, port: o.port, host: o.host });
  if (!quiet) {
    console.log(`featherlogin emulator listening on ${emu.url}`);
    for (const p of config.projects) console.log(`  ${p.vertical.padEnd(8)} project ${p.project_id}  public token: ${p.public_token}`);
    console.log(`  mailbox (emails, SMS, WhatsApp): ${emu.url}/emulator/mailbox`);
    console.log(`  config: ${o.config}   data: ${o.db}`);
  }
  return emu;
}
