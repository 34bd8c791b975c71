// The package in a Vite 8 + React 19 app: `npm pack` of the built package, installed with react and
// react-dom into a temporary app without the network (test/helpers/offline-install.ts), then a
// production `vite build` of a page importing featherlogin/react and the ESM entries (featherlogin,
// featherlogin/b2b, featherlogin/headless), built as a Vite React app is (with @vitejs/plugin-react).
// No build warning may name featherlogin. "use client" starts the React entry files only (React Server
// Components need it there, and the React plugin knows it). The plugin quiets every "use client"
// warning, so that the directive stays off the shared chunks is test/react/build.test.ts's check.
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
  const { default: react } = await import('@vitejs/plugin-react');
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = logger.warnOnce = (message) => {
    warnings.push(stripVTControlCharacters(message));
  };
  await build({ root: dir, configFile: false, plugins: [react()], logLevel: 'warn', customLogger: logger, build: { outDir: 'out' } });

  assert.ok(existsSync(join(dir, 'out/index.html')), 'the app is built');
  assert.equal(
    warnings.filter((w) => w.includes('featherlogin')).map((w) => w.split('\n')[0]),
    [],
    'warnings naming featherlogin',
  );
});

t.run();
