import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configuredWallets, mainWalletCount } from '../../src/consumer/crypto';
import { SETUP_SITES } from '../../src/consumer/screens/CryptoSetupWallet';
import { base58 } from '../../src/consumer/wallet';
import { byText, click, flush, until } from '../ui/util';
import { fail, getClient, ok, SESSION, setup } from './harness';
import { StytchEventType } from '../../src/core/enums';
import { WidgetContext, type W } from '../../src/consumer/context';
import { createMachine } from '../../src/consumer/machine';
import { WalletButtons } from '../../src/consumer/slots/WalletButtons';
import { consumerText } from '../../src/consumer/text';
import { mountWidget, unmountWidget } from '../../src/ui/mount';

const g = globalThis as any;

// A finished flow leaves a session; each test starts signed out (primary start route).
test.before.each(() => (getClient() as any).ctx.store.clear());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** An EIP-1193 wallet on window.ethereum; `accounts` lets a test hold the connect step open. */
function fakeEthereum(o: { fail?: 'connect' | 'sign'; chainId?: string; accounts?: Promise<string[]> } = {}) {
  const calls: [string, unknown][] = [];
  g.ethereum = {
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push([method, params]);
      if (method === 'eth_requestAccounts') {
        if (o.fail === 'connect') throw new Error('User rejected the request.');
        return o.accounts ? o.accounts : ['0xAbC0000000000000000000000000000000000001'];
      }
      if (method === 'eth_chainId') return o.chainId || '0x1';
      if (method === 'personal_sign') {
        if (o.fail === 'sign') throw new Error('User denied message signature.');
        return '0xsignature';
      }
      throw new Error(`unexpected ${method}`);
    },
  };
  return calls;
}

const cleanup = () => {
  delete g.ethereum;
  delete g.solana;
  delete g.phantom;
};

test('base58: Bitcoin alphabet, leading zero bytes as 1s', () => {
  assert.is(base58(new Uint8Array([])), '');
  assert.is(base58(new Uint8Array([0])), '1');
  assert.is(base58(new Uint8Array([0, 0, 0, 1])), '1112');
  assert.is(base58(new TextEncoder().encode('Hello World!')), '2NEpo7TZRRrLZSi2U');
  assert.is(base58(new Uint8Array([0xff, 0xff])), 'LUv');
});

test('wallet table: the seven wallet options, four set-up sites, configured order kept', () => {
  assert.equal(configuredWallets(), [
    'Metamask',
    'Coinbase',
    'Phantom',
    'Binance',
    'Vessel',
    'GenericEthereumWallet',
    'GenericSolanaWallet',
  ]);
  assert.equal(configuredWallets(['Phantom', 'Nope', 'Metamask', 'Phantom']), ['Phantom', 'Metamask']);
  // The generic wallets by the 6.x `Wallets` values (their option names).
  assert.equal(configuredWallets(['GenericEthereumWallet', 'GenericSolanaWallet']), ['GenericEthereumWallet', 'GenericSolanaWallet']);
  assert.equal(Object.keys(SETUP_SITES), ['Metamask', 'Coinbase', 'Phantom', 'Binance']);
  assert.is(mainWalletCount(0), 5);
  assert.is(mainWalletCount(2), 3);
  assert.is(mainWalletCount(5), 0);
  assert.is(mainWalletCount(9), 0);
});

test('Main: at most 6 - OAuth providers - 1 wallets; the rest on the Other Wallets screen', async () => {
  let h = await setup({ products: ['crypto'] });
  const walletButtons = () => [...h.el.querySelectorAll('button')].filter((b) => /^Continue with /.test(b.textContent || ''));
  assert.equal(
    walletButtons().map((b) => b.textContent),
    [
      'Continue with MetaMask',
      'Continue with Coinbase Wallet',
      'Continue with Phantom',
      'Continue with Binance Wallet',
      'Continue with Vessel',
    ],
  );
  assert.ok(byText(h.el, 'button', 'Other wallets'));

  h = await setup({ products: ['oauth', 'crypto'], oauthOptions: { providers: ['google', 'apple'] } });
  assert.equal(
    walletButtons().map((b) => b.textContent),
    ['Continue with Google', 'Continue with Apple', 'Continue with MetaMask', 'Continue with Coinbase Wallet', 'Continue with Phantom'],
  );
  click(byText(h.el, 'button', 'Other wallets'));
  await flush();
  assert.ok(h.text().includes('Other wallets'));
  assert.equal(
    walletButtons().map((b) => b.textContent),
    ['Continue with Binance Wallet', 'Continue with Vessel', 'Continue with Ethereum wallet', 'Continue with Solana wallet'],
  );
  click(byText(h.el, 'button', 'Set up a new crypto wallet'));
  await flush();
  const links = [...h.el.querySelectorAll('a')];
  assert.is(links.length, 4);
  assert.ok(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')!.includes('noopener')));
  assert.ok(h.text().includes('Get MetaMask'));
  click(h.el.querySelector('button[aria-label=Back]'));
  await flush();
  assert.ok(h.text().includes('Sign up or log in'));
});

test('Ethereum: Connect -> Sign Message -> Confirmation, with the exact requests', async () => {
  const accounts = deferred<string[]>();
  const calls = fakeEthereum({ accounts: accounts.promise });
  const address = '0xAbC0000000000000000000000000000000000001';
  try {
    const h = await setup(
      { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
      {
        'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'Sign this: abc' }),
        'POST /crypto_wallets/authenticate': ok(SESSION),
      },
    );
    click(byText(h.el, 'button', 'Continue with MetaMask'));
    await flush();
    assert.ok(h.text().includes('Connecting to your wallet...'));
    assert.ok(h.el.querySelector('[role=status]'), 'spinner');
    accounts.resolve([address]);
    await until(() => h.text().includes('Success!'));
    assert.equal(h.sent('/crypto_wallets/authenticate/start/primary')[0].body, {
      crypto_wallet_address: address,
      crypto_wallet_type: 'ethereum',
    });
    const hexMessage = '0x' + [...new TextEncoder().encode('Sign this: abc')].map((b) => b.toString(16).padStart(2, '0')).join('');
    assert.equal(
      calls.map((c) => c[0]),
      ['eth_requestAccounts', 'personal_sign'],
    );
    assert.equal(calls[1][1], [hexMessage, address]);
    assert.equal(h.sent('/crypto_wallets/authenticate')[0].body, {
      crypto_wallet_address: address,
      crypto_wallet_type: 'ethereum',
      signature: '0xsignature',
      session_duration_minutes: 30,
    });
    assert.ok(h.text().includes('You have successfully connected your wallet.'));
    assert.equal(
      h.events.map((e) => e.type),
      [StytchEventType.CryptoWalletAuthenticateStart, StytchEventType.CryptoWalletAuthenticate, StytchEventType.AuthenticateFlowComplete],
    );
  } finally {
    cleanup();
  }
});

test('Ethereum: the sign step shows "Completing signature request..."', async () => {
  const signed = deferred<string>();
  g.ethereum = {
    request: async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? ['0x1'] : signed.promise),
  };
  try {
    const h = await setup(
      { products: ['crypto'], cryptoOptions: { walletOptions: ['GenericEthereumWallet'] } },
      { 'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'c' }), 'POST /crypto_wallets/authenticate': ok(SESSION) },
    );
    click(byText(h.el, 'button', 'Continue with Ethereum wallet'));
    await until(() => h.text().includes('Completing signature request...'));
    signed.resolve('0xs');
    await until(() => h.text().includes('Success!'));
  } finally {
    cleanup();
  }
});

test('Back while the wallet is connecting: the flow ends quietly on Main', async () => {
  const accounts = deferred<string[]>();
  fakeEthereum({ accounts: accounts.promise });
  try {
    const h = await setup({ products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } });
    click(byText(h.el, 'button', 'Continue with MetaMask'));
    await until(() => h.text().includes('Connecting to your wallet...'));
    click(h.el.querySelector('button[aria-label=Back]'));
    await flush();
    accounts.resolve(['0x1']);
    await flush(5);
    assert.ok(h.text().includes('Sign up or log in'));
    assert.is(h.sent('/crypto_wallets/authenticate/start/primary').length, 0);
    assert.is(h.errors.length, 0);
  } finally {
    cleanup();
  }
});

test('Back while the challenge is asked for: no signature request, and a late failure draws nothing', async () => {
  fakeEthereum({});
  const answer = deferred<any>();
  try {
    const h = await setup(
      { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
      { 'POST /crypto_wallets/authenticate/start/primary': () => answer.promise },
    );
    click(byText(h.el, 'button', 'Continue with MetaMask'));
    await until(() => h.sent('/crypto_wallets/authenticate/start/primary').length, 'the start request');
    click(h.el.querySelector('button[aria-label=Back]'));
    await flush();
    answer.resolve(fail('too_many_requests'));
    await flush(5);
    assert.ok(h.text().includes('Sign up or log in'), 'still on Main');
    assert.not.ok(h.text().includes('Completing signature request'));
    assert.is(h.errors.length, 1, 'the host hears of the failure; the screen shows nothing');
  } finally {
    cleanup();
  }
});

test("a wallet pick whose code cannot load (offline, a blocked file): Main's error says so, and onError hears it", async () => {
  const m = createMachine();
  const errors: unknown[] = [];
  const w = {
    m,
    config: { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
    products: { crypto: () => Promise.reject(new Error('could not load')) },
    callbacks: { onError: (e: unknown) => errors.push(e) },
  } as unknown as W; // what the slot reads of its widget
  const el = document.body.appendChild(document.createElement('div'));
  mountWidget(
    el,
    <WidgetContext.Provider value={w}>
      <WalletButtons />
    </WidgetContext.Provider>,
    { text: consumerText },
  );
  click(byText(el, 'button', 'Continue with MetaMask'));
  await until(() => errors.length, 'onError');
  assert.is(m.state.value.formState.errorMessage, 'Something went wrong. Please try again.');
  unmountWidget(el);
  el.remove();
});

test('Ethereum with SIWE required by bootstrap: siwe_params (uri, chain id, issued at) go to authenticateStart', async () => {
  fakeEthereum({ chainId: '0x89' });
  const h0 = await setup({ products: ['crypto'] });
  const boot = h0.client.bootstrap.getSync();
  boot.siweRequiredForCryptoWallets = true;
  try {
    const h = await setup(
      { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
      {
        'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'localhost wants you to sign in with your Ethereum account' }),
        'POST /crypto_wallets/authenticate': ok(SESSION),
      },
    );
    click(byText(h.el, 'button', 'Continue with MetaMask'));
    await until(() => h.text().includes('Success!'));
    const body = h.sent('/crypto_wallets/authenticate/start/primary')[0].body;
    assert.is(body.siwe_params.uri, location.origin);
    assert.is(body.siwe_params.chain_id, '137');
    assert.ok(!isNaN(Date.parse(body.siwe_params.issued_at)));
  } finally {
    boot.siweRequiredForCryptoWallets = false;
    cleanup();
  }
});

test('Solana (Phantom): connect, signMessage, signature sent in base58', async () => {
  const sig = new Uint8Array([0, 0, 0, 1]);
  let signedText = '';
  g.phantom = {
    solana: {
      connect: async () => ({ publicKey: { toString: () => 'So1anaAddr' } }),
      signMessage: async (m: Uint8Array) => ((signedText = new TextDecoder().decode(m)), { signature: sig }),
    },
  };
  try {
    const h = await setup(
      { products: ['crypto'], cryptoOptions: { walletOptions: ['Phantom'] } },
      {
        'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'solana challenge' }),
        'POST /crypto_wallets/authenticate': ok(SESSION),
      },
    );
    click(byText(h.el, 'button', 'Continue with Phantom'));
    await until(() => h.text().includes('Success!'));
    assert.is(signedText, 'solana challenge');
    assert.equal(h.sent('/crypto_wallets/authenticate/start/primary')[0].body, {
      crypto_wallet_address: 'So1anaAddr',
      crypto_wallet_type: 'solana',
    });
    assert.is(h.sent('/crypto_wallets/authenticate')[0].body.signature, '1112');
  } finally {
    cleanup();
  }
});

test('Solana: window.solana is used when Phantom is absent', async () => {
  g.solana = { connect: async () => ({ publicKey: 'Gen1' }), signMessage: async () => ({ signature: new Uint8Array([1]) }) };
  try {
    const h = await setup(
      { products: ['crypto'], cryptoOptions: { walletOptions: ['GenericSolanaWallet'] } },
      {
        'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'x' }),
        'POST /crypto_wallets/authenticate': ok(SESSION),
      },
    );
    click(byText(h.el, 'button', 'Continue with Solana wallet'));
    await until(() => h.text().includes('Success!'));
    assert.is(h.sent('/crypto_wallets/authenticate')[0].body.signature, '2');
  } finally {
    cleanup();
  }
});

test('Crypto Error: "Could not connect to wallet" (no wallet or refused), "Could not sign message", server errors; retry works', async () => {
  let h = await setup({ products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } });
  click(byText(h.el, 'button', 'Continue with MetaMask'));
  await until(() => h.text().includes('Looks like there was an error!'));
  assert.ok(h.text().includes('Could not connect to wallet'), 'no window.ethereum');
  assert.is(h.el.querySelector('[role=alert]')!.textContent, 'Could not connect to wallet');

  fakeEthereum({ fail: 'connect' });
  click(byText(h.el, 'button', 'Try again'));
  await until(() => h.errors.length === 2);
  await flush();
  assert.ok(h.text().includes('Could not connect to wallet'));

  fakeEthereum({ fail: 'sign' });
  h = await setup(
    { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
    { 'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'c' }) },
  );
  click(byText(h.el, 'button', 'Continue with MetaMask'));
  await until(() => h.text().includes('Looks like there was an error!'));
  assert.ok(h.text().includes('Could not sign message'));

  fakeEthereum();
  h = await setup(
    { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
    {
      'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'c' }),
      'POST /crypto_wallets/authenticate': fail('invalid_signature', 'Signature is invalid.'),
    },
  );
  click(byText(h.el, 'button', 'Continue with MetaMask'));
  await until(() => h.text().includes('Looks like there was an error!'));
  assert.ok(h.text().includes('Signature is invalid.'));
  assert.is((h.errors[0] as any).error_type, 'invalid_signature');

  // A known error_type in the forms' words, as on every screen (the steps chunk need not be in).
  fakeEthereum();
  h = await setup(
    { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
    { 'POST /crypto_wallets/authenticate/start/primary': fail('too_many_requests', 'Too many requests have been made.', 429) },
  );
  click(byText(h.el, 'button', 'Continue with MetaMask'));
  await until(() => h.text().includes('Looks like there was an error!'));
  assert.ok(h.text().includes('Too many attempts. Please wait a moment and try again.'), h.text());
  cleanup();
});

test('SIWE required by settings that arrive while the wallet connects (a first visit): chain id and issued at still go', async () => {
  fakeEthereum({ chainId: '0x89' });
  const h = await setup(
    { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask'] } },
    {
      'POST /crypto_wallets/authenticate/start/primary': ok({ challenge: 'localhost wants you to sign in with your Ethereum account' }),
      'POST /crypto_wallets/authenticate': ok(SESSION),
    },
  );
  const boot = h.client.bootstrap;
  const getAsync = boot.getAsync;
  // The screens drew from settings without SIWE; the arrived ones require it.
  boot.getAsync = async () => ({ ...boot.getSync(), siweRequiredForCryptoWallets: true });
  try {
    click(byText(h.el, 'button', 'Continue with MetaMask'));
    await until(() => h.text().includes('Success!'));
    const body = h.sent('/crypto_wallets/authenticate/start/primary')[0].body;
    assert.is(body.siwe_params.chain_id, '137');
    assert.ok(!isNaN(Date.parse(body.siwe_params.issued_at)));
  } finally {
    boot.getAsync = getAsync;
    cleanup();
  }
});

test.run();
