// The package in a Vite 8 + React 19 app: `npm pack` of the built package, installed with react and
// react-dom into a temporary app without the network (test/helpers/offline-install.ts), then a
// production `vite build` of a page importing featherlogin/react and the ESM entries (featherlogin,
// featherlogin/b2b, featherlogin/headless). No build warning may name featherlogin, but one: the
// "use client" that starts a React entry file the app imports (React Server Components need it there;
// the app's React plugin, @vitejs/plugin-react, silences exactly that warning). A directive anywhere
// else (each shared chunk, as the build once did) is a warning per file.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installOffline, packInto } from '../helpers/offline-install';

const t = suite('the package in a Vite app');
const dir = mkdtempSync(join(tmpdir(), 'fl-vite-'));
t.after(() => rmSync(dir, { recursive: true, force: true }));

const MAIN = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchProvider, StytchLogin } from 'featherlogin/react';
import { StytchUIClient } from 'featherlogin';
import { StytchB2BUIClient } from 'featherlogin/b2b';
import { StytchHeadlessClient } from 'featherlogin/headless';

const client = new StytchUIClient('public-token-test-vite');
globalThis.others = [StytchB2BUIClient, StytchHeadlessClient];
createRoot(document.getElementById('root')).render(
  createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } })),
);
`;

/** The warning a React entry file's own "use client" gives a bundler that inlines it. */
const ENTRY_DIRECTIVE = /^\[MODULE_LEVEL_DIRECTIVE\] .*"use client" in "[^"]*node_modules\/featherlogin\/dist\/esm\/react[\w-]*\.js"/;

t('vite build of a React app using featherlogin/react and the ESM entries: no warning about featherlogin', async () => {
  const packed = packInto('.', dir);
  const devDependencies = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies;
  installOffline(
    dir,
    { featherlogin: { file: packed.file, version: packed.pkg.version, dependencies: {} } },
    { react: devDependencies.react, 'react-dom': devDependencies['react-dom'] },
  );
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>\n',
  );
  writeFileSync(join(dir, 'main.js'), MAIN);

  const { build, createLogger } = await import('vite');
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = logger.warnOnce = (message) => {
    warnings.push(stripVTControlCharacters(message));
  };
  await build({ root: dir, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir: 'out' } });

  assert.ok(existsSync(join(dir, 'out/index.html')), 'the app is built');
  const ours = warnings.filter((w) => w.includes('featherlogin'));
  assert.equal(
    ours.filter((w) => !ENTRY_DIRECTIVE.test(w)).map((w) => w.split('\n')[0]),
    [],
    'warnings naming featherlogin',
  );
  assert.ok(ours.length <= 1, 'at most the directive of featherlogin/react, the one React entry imported');
});

t.run();
