// Flows shared by several test files (a test file must not import another: it would run its suite).
import type { Page } from 'playwright-core';
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

export const emailOtpConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

