// Flows shared by several test files (a test file must not import another: it would run its suite).
import type { Page } from 'playwright-core';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import * as assert from 'uvu/assert';
import { lastMessage, waitEvent, type Harness, type Tab } from './harness';
import { StytchEventType } from '../../src/core/enums';

export const STRONG = 'Quiet-Violet-Harbor-71!';
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).waitFor();

/**
 * Types the passcode of the newest message to `to` into the six boxes (they submit at 6). `since`:
 * how many messages `to` had before this send (addresses used by several tests).
 */
export async function enterCode(page: Page, h: Harness, to: string, since = 0) {
  const m = await lastMessage(h, to, since);
  assert.ok(m.code, `message to ${to} has a code`);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(m.code!);
}

/** Email OTP from Main to the confirmation; shared with the session and CSP tests. */
export async function emailOtpLogin(tab: Tab, h: Harness, url: string, email: string) {
  const { page } = tab;
  await page.goto(url);
  await heading(page, 'Sign up or log in');
  await tab.screen('main');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await page.getByText(`A 6-digit passcode was sent to you at ${email}.`).waitFor();
  await tab.screen('otp-entry');
  await enterCode(page, h, email);
  await heading(page, 'Success');
  await page.getByText('Your passcode has been successfully verified.').waitFor();
  await tab.screen('otp-success');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
}

/** B2B discovery by email passcode from Main: the code, then Acme Inc from the list, to Success!. */
export async function discoveryJoin(page: Page, h: Harness, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await enterCode(page, h, email);
  await heading(page, 'Select an organization to continue');
  await page.getByRole('button', { name: /Acme Inc/ }).click();
  await heading(page, 'Success!');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
}

/**
 * Holds the file `held` until the page asks for `first` (or 5 s pass): answers a reader of why it was
 * let through ('asked': the two load side by side; 'gave up': `first` waited for `held`).
 */
export async function holdUntilAsked(page: Page, held: RegExp, first: RegExp) {
  let asked!: () => void;
  const seen = new Promise<void>((r) => (asked = r));
  let why = '';
  await page.route(first, (r) => (asked(), r.continue()));
  await page.route(held, async (r) => {
    why = await Promise.race([seen.then(() => 'asked'), new Promise<string>((t) => setTimeout(() => t('gave up'), 5000))]);
    await r.continue();
  });
  return () => why;
}

export const emailOtpConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A real secp256k1 key: the address and EIP-191 personal_sign over the bytes the page asks for. */
export function ethKey() {
  const priv = secp256k1.utils.randomPrivateKey();
  const address =
    '0x' +
    Buffer.from(keccak_256(secp256k1.getPublicKey(priv, false).subarray(1)))
      .subarray(-20)
      .toString('hex');
  const personalSign = (hexMessage: string) => {
    const msg = Buffer.from(hexMessage.replace(/^0x/, ''), 'hex');
    const hash = keccak_256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${msg.length}`), msg]));
    const sig = secp256k1.sign(hash, priv);
    return '0x' + Buffer.from(sig.toCompactRawBytes()).toString('hex') + (27 + sig.recovery).toString(16);
  };
  return { address, personalSign };
}

/** A virtual platform authenticator (CTAP2, resident keys, user verification) for this page. */
export async function authenticator(tab: Tab) {
  const cdp = await tab.ctx.newCDPSession(tab.page);
  await cdp.send('WebAuthn.enable');
  return addAuthenticator(cdp);
}

async function addAuthenticator(cdp: Awaited<ReturnType<Tab['ctx']['newCDPSession']>>) {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Swaps this authenticator for a new, empty one (another device). */
    replace: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      return addAuthenticator(cdp);
    },
  };
}
