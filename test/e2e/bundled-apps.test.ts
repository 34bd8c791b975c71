// The ESM entries as an integrator's bundler sees them: dist/esm installed as the package (its
// exports and sideEffects: the chunks are not side-effectful, so the bundler drops a chunk none of
// whose names the page uses), small apps bundled with Rolldown (Vite's bundler), each run in
// Chromium against the emulator to the passcode screen (a product chunk loaded, its texts there).
// What must run at load has to survive that bundling, for the 5.x and the 6.x ways of writing a page.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rolldown } from 'rolldown';
import { flow, uniqueEmail, useHarness } from './harness';
import { enterCode, heading } from './flows';

const test = suite('e2e: apps bundled from the ESM entries');
const h = useHarness(test);
const dir = mkdtempSync(join(tmpdir(), 'fl-bundled-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const OTP = `otpOptions: { methods: ['email'] }`;
const opts = `const q = new URLSearchParams(location.search); const TOKEN = q.get('token'); const options = { endpoints: { testAPIURL: q.get('api') } };`;
const APPS: Record<string, string> = {
  v5: `import { StytchUIClient } from 'featherlogin';
${opts}
new StytchUIClient(TOKEN, options).mountLogin({ elementId: '#login', config: { products: ['otp'], ${OTP} } });`,
  v6: `import { createStytchClient, mountLogin, Products } from 'featherlogin';
${opts}
mountLogin({ elementId: '#login', client: createStytchClient(TOKEN, options), config: { products: [Products.otp], ${OTP} } });`,
  v6element: `import { createStytchClient, StytchUI, Products } from 'featherlogin';
${opts}
customElements.define('stytch-ui', StytchUI);
const el = document.createElement('stytch-ui');
document.getElementById('login').append(el);
el.render({ client: createStytchClient(TOKEN, options), config: { products: [Products.otp], ${OTP} } });`,
  login: `import { createStytchClient, mountLogin, otp } from 'featherlogin/login';
${opts}
mountLogin({ elementId: '#login', client: createStytchClient(TOKEN, options), config: { products: [otp], ${OTP} } });`,
  react19: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchProvider, StytchLogin } from 'featherlogin/react';
import { createStytchUIClient } from 'featherlogin/react/ui';
${opts}
const client = createStytchUIClient(TOKEN, options);
createRoot(document.getElementById('login')).render(createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: { products: ['otp'], ${OTP} } })));`,
  react19products: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Products } from 'featherlogin';
import { StytchProvider, StytchLogin } from 'featherlogin/react';
import { createStytchUIClient } from 'featherlogin/react/ui';
${opts}
const client = createStytchUIClient(TOKEN, options);
createRoot(document.getElementById('login')).render(createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: { products: [Products.otp], ${OTP} } })));`,
  react20: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchProvider, StytchLogin, createStytchClient, Products } from 'featherlogin/react';
${opts}
const client = createStytchClient(TOKEN, options);
createRoot(document.getElementById('login')).render(createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: { products: [Products.otp], ${OTP} } })));`,
  // A 6.x page that kept the 5.x habit of taking Products from the vanilla package: the product
  // object's screens must draw inside featherlogin/react's widget (one Preact for both entries).
  react20mixed: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Products } from 'featherlogin';
import { StytchProvider, StytchLogin, createStytchClient } from 'featherlogin/react';
${opts}
const client = createStytchClient(TOKEN, options);
createRoot(document.getElementById('login')).render(createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: { products: [Products.otp], ${OTP} } })));`,
};

test.before(async () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const pkgDir = join(dir, 'node_modules', 'featherlogin');
  mkdirSync(pkgDir, { recursive: true });
  writeFileSync(
    join(pkgDir, 'package.json'),
    JSON.stringify({ name: 'featherlogin', type: 'module', exports: pkg.exports, sideEffects: pkg.sideEffects }),
  );
  cpSync('dist/esm', join(pkgDir, 'dist', 'esm'), { recursive: true });
  for (const m of ['react', 'react-dom', 'scheduler']) symlinkSync(resolve('node_modules', m), join(dir, 'node_modules', m));
  for (const [name, code] of Object.entries(APPS)) {
    writeFileSync(join(dir, `${name}.js`), code);
    const b = await rolldown({
      input: join(dir, `${name}.js`),
      cwd: dir,
      logLevel: 'silent',
      platform: 'browser',
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    });
    await b.write({ dir: join(dir, 'out', name), format: 'esm', minify: true });
    await b.close();
    writeFileSync(
      join(dir, 'out', name, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title></head><body><main><div id="login"></div></main><script type="module" src="./${name}.js"></script></body></html>`,
    );
  }
});

for (const name of Object.keys(APPS))
  flow(test, h, `a page bundled with Rolldown (${name}) draws the widget and reaches the passcode screen`, async (tab, h) => {
    const { page } = tab;
    const base = h.serveDir(`/bundled-${name}/`, join(dir, 'out', name));
    const email = uniqueEmail(`bundled-${name}`);
    await page.goto(`${base}index.html?token=${h.consumerToken}&api=${encodeURIComponent(h.emu.url)}`);
    await heading(page, 'Sign up or log in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Enter passcode');
    await page.getByText(`A 6-digit passcode was sent to you at ${email}.`).waitFor();
    await enterCode(page, h, email);
    await heading(page, 'Success');
    assert.equal(tab.errors, []);
  });

test.run();
