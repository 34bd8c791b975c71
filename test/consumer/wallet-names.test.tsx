// Wallet names come from the catalogue where they are words ('Ethereum wallet'), so hosts can
// translate them; brand names stay as the wallet table has them.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, flush } from '../ui/util';
import { setup } from './harness';

test('generic wallet buttons read from the catalogue, and strings override them', async () => {
  const config = { products: ['crypto'], cryptoOptions: { walletOptions: ['Metamask', 'GenericEthereumWallet'] } } as any;
  let h = await setup(config);
  await flush();
  assert.ok(byText(h.el, 'button', 'Continue with MetaMask'));
  assert.ok(byText(h.el, 'button', 'Continue with Ethereum wallet'));
  h = await setup(config, {}, 'login', {
    strings: { 'crypto.wallet.GenericEthereumWallet': 'Autre portefeuille Ethereum', 'crypto.continue': 'Continuer avec {wallet}' },
  });
  await flush();
  assert.ok(byText(h.el, 'button', 'Continuer avec Autre portefeuille Ethereum'));
  assert.ok(byText(h.el, 'button', 'Continuer avec MetaMask'));
});

test.run();
