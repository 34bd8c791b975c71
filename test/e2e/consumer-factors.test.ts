// Consumer widget, second half: passkeys through Chromium's virtual WebAuthn authenticator, OAuth
// through the emulator's provider page, and an injected Ethereum wallet that signs for real.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { events, flow, uniqueEmail, useHarness, waitEvent, type Harness, type Tab } from './harness';
import { consumerLogin, consumerPasskeys } from './pages';
import { authenticator, emailOtpConfig, emailOtpLogin, ethKey, heading } from './flows';
import { StytchEventType } from '../../src/core/enums';

const test = suite('e2e: consumer passkeys, OAuth, wallet');
const h = useHarness(test);

/** WebAuthn needs a domain, not an IP: the same pages through http://localhost:port. */
const local = (url: string) => url.replace('://127.0.0.1:', '://localhost:');

/** The list shows a passkey's name, or its id while it has none. */
const shown = (k: { name: string; webauthn_registration_id: string }) => k.name || k.webauthn_registration_id;

const serverPasskeys = (page: Page): Promise<{ name: string; webauthn_registration_id: string }[]> =>
  page.evaluate(async () => (await (window as any).client.user.get()).webauthn_registrations || []);

/** Signs in by email OTP on localhost, then opens the passkey-registration widget. */
async function toRegistration(tab: Tab, h: Harness) {
  await emailOtpLogin(tab, h, local(consumerLogin(h, emailOtpConfig)), uniqueEmail('passkey'));
  await tab.page.goto(local(consumerPasskeys(h, {})));
  await heading(tab.page, 'Set up a new Passkey');
  await tab.screen('passkey-register-start');
}

async function createPasskey(tab: Tab) {
  await tab.page.getByRole('button', { name: 'Create a Passkey' }).click();
  await heading(tab.page, 'Passkey successfully created!');
}

flow(test, h, 'consumer: passkey registration and login (virtual authenticator)', async (tab, h) => {
  const { page } = tab;
  const auth = await authenticator(tab);
  await toRegistration(tab, h);
  await createPasskey(tab);
  await page.getByText('Existing Passkeys').waitFor();
  await tab.screen('passkey-created');
  assert.is((await auth.credentials()).length, 1, 'one credential on the authenticator');
  assert.is((await serverPasskeys(page)).length, 1, 'one registration on the server');
  assert.ok((await events(page)).includes(StytchEventType.PasskeyRegister));

  // Signed out, the passkey signs in again: a login widget without an email/phone form shows the button.
  await page.evaluate(() => (window as any).client.session.revoke());
  await page.goto(local(consumerLogin(h, { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } })));
  await heading(page, 'Sign up or log in');
  await tab.screen('main-passkey');
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await heading(page, 'Success');
  await page.getByText('Your Passkey has been successfully authenticated.').waitFor();
  await tab.screen('passkey-login-success');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
  assert.ok(await page.evaluate(() => !!(window as any).client.session.getSync()), 'signed in');
});

flow(test, h, 'consumer: passkey rename and delete', async (tab, h) => {
  const { page } = tab;
  const auth = await authenticator(tab);
  await toRegistration(tab, h);
  await createPasskey(tab);
  await page.getByRole('button', { name: 'Set up another Passkey' }).click();
  await heading(page, 'Set up a new Passkey');
  // The same authenticator again: the server excludes its credential, the browser refuses.
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await page.getByText('The Passkey cannot be created as it seems to be already registered.', { exact: false }).waitFor();
  await tab.screen('passkey-already-registered');
  // Another device registers the second passkey.
  await auth.replace();
  await createPasskey(tab);
  const before = await serverPasskeys(page);
  assert.is(before.length, 2, 'two passkeys registered');

  // Rename the first: the other actions are disabled meanwhile.
  const first = before[0];
  await page.getByRole('button', { name: `Rename ${shown(first)}`, exact: true }).click();
  assert.ok(await page.getByRole('button', { name: 'Done' }).isDisabled(), 'Done disabled while renaming');
  await tab.screen('passkey-rename');
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Work laptop').waitFor();
  await page.waitForFunction(
    async (id) =>
      ((await (window as any).client.user.get()).webauthn_registrations || []).some(
        (k: any) => k.webauthn_registration_id === id && k.name === 'Work laptop',
      ),
    first.webauthn_registration_id,
  );

  // Delete the second after the confirmation.
  const second = before[1];
  await page.getByRole('button', { name: `Delete ${shown(second)}`, exact: true }).click();
  await page.getByText('Once deleted, the passkey cannot be restored.').waitFor();
  await tab.screen('passkey-delete-confirm');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: `Delete ${shown(second)}`, exact: true }).waitFor({ state: 'detached' });
  await page.waitForFunction(async () => ((await (window as any).client.user.get()).webauthn_registrations || []).length === 1);
  const after = await serverPasskeys(page);
  assert.equal(
    after.map((k) => [k.webauthn_registration_id, k.name]),
    [[first.webauthn_registration_id, 'Work laptop']],
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await waitEvent(page, StytchEventType.PasskeyDone);
});

flow(test, h, 'consumer: OAuth through the emulated provider page', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('oauth');
  await page.goto(
    consumerLogin(h, {
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google' }, { type: 'github' }],
        loginRedirectURL: `${h.origin}/login`,
        signupRedirectURL: `${h.origin}/login`,
      },
    }),
  );
  await heading(page, 'Sign up or log in');
  await tab.screen('main-oauth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((u) => u.href.startsWith(h.emu.url));
  await tab.screen('oauth-provider-page');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Olga Auth');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.href.startsWith(`${h.origin}/login`));
  await heading(page, 'Success!');
  await tab.screen('oauth-success');
  assert.not.match(page.url(), /token=/, 'token parameters removed');
  assert.ok((await events(page)).includes(StytchEventType.AuthenticateFlowComplete));
  const user = await page.evaluate(() => (window as any).client.user.getSync());
  assert.is(user?.emails?.[0]?.email, email);
});

flow(test, h, 'consumer: Ethereum wallet injected into the page signs for real', async (tab, h) => {
  const { page } = tab;
  const key = ethKey();
  // The wallet holds its signature until the test has seen the 'Completing signature request' screen.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const signed: string[] = [];
  await page.exposeFunction('__walletSign', async (hexMessage: string) => {
    await gate;
    signed.push(Buffer.from(hexMessage.slice(2), 'hex').toString('utf8'));
    return key.personalSign(hexMessage);
  });
  await page.addInitScript((address: string) => {
    (window as any).ethereum = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: string[] }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign') {
          if (params?.[1]?.toLowerCase() !== address) throw Object.assign(new Error('unknown account'), { code: 4100 });
          return (window as any).__walletSign(params[0]);
        }
        throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
      },
    };
  }, key.address);
  await page.goto(consumerLogin(h, { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask', 'Phantom'] } }));
  await heading(page, 'Sign up or log in');
  await tab.screen('main-wallets');
  await page.getByRole('button', { name: 'Continue with MetaMask' }).click();
  await heading(page, 'Completing signature request...');
  await tab.screen('crypto-sign');
  release();
  await heading(page, 'Success!');
  await page.getByText('You have successfully connected your wallet.').waitFor();
  await tab.screen('crypto-success');
  assert.is(signed.length, 1, 'the wallet signed once');
  assert.ok((await events(page)).includes(StytchEventType.CryptoWalletAuthenticate));
  const wallets = await page.evaluate(async () => (await (window as any).client.user.get()).crypto_wallets || []);
  assert.ok(
    wallets.some((w: any) => w.crypto_wallet_address.toLowerCase() === key.address),
    `the user has the wallet ${key.address}: ${JSON.stringify(wallets)}`,
  );
});

test.run();
