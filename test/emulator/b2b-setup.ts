// Shared by the B2B and identity-provider emulator tests (not a test file): fresh B2B headless
// clients in happy-dom pointed at an emulator, the seeded B2B data, and a per-suite emulator.
import { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import type { Emulator } from '../../src/emulator/index';
import { resetBrowser } from '../helpers/browser';
import type { Test } from 'uvu';
import { retire, startEmulator, stopClients } from './setup';

const clients: StytchB2BHeadlessClient[] = [];

/** URLs the B2B clients asked the browser to navigate to (OAuth and SSO starts). */
export const b2bRedirects: string[] = [];

/** A B2B client with empty storage and cookies (one "browser" at a time). */
export function freshB2B(emu: Emulator): StytchB2BHeadlessClient {
  stopB2B();
  stopClients();
  // Each test's client replaces the last one of the same token (retired), not a second client a page would make.
  const warn = console.warn;
  console.warn = (...a: unknown[]) => (String(a[0]).includes('same public token') ? undefined : warn(...a));
  try {
    const c = new StytchB2BHeadlessClient(emu.b2bPublicToken, { endpoints: { testAPIURL: emu.url } });
    (c as any).ctx.redirect = (url: string) => void b2bRedirects.push(url);
    clients.push(c);
    return c;
  } finally {
    console.warn = warn;
  }
}

export function stopB2B() {
  for (const c of clients.splice(0)) retire(c);
  b2bRedirects.length = 0;
  resetBrowser();
}

/** Seeded data of the default B2B project (src/emulator/default-config.json). */
export const SEED = {
  acme: 'organization-test-acme',
  globex: 'organization-test-globex',
  initech: 'organization-test-initech',
  hooli: 'organization-test-hooli',
  acmeAdmin: { email: 'admin@acme.test', password: 'correct-horse-battery-staple-42', member_id: 'member-test-acme-admin' },
  /** Acme's member without admin role (stytch_member only). */
  acmeMember: { email: 'member@acme.test', password: 'acme-member-long-password-2024', member_id: 'member-test-acme-member' },
  alice: { email: 'alice@globex.test', password: 'globex-alice-long-password-2024', member_id: 'member-test-globex-alice' },
  carol: {
    email: 'carol@globex.test',
    password: 'globex-carol-long-password-2024',
    member_id: 'member-test-globex-carol',
    phone: '+12025550111',
  },
  sam: { email: 'sam@shared.test', password: 'sam-shared-password-for-two-orgs' },
  acmeSSO: 'saml-connection-test-acme',
  initechSSO: 'oidc-connection-test-initech',
};

/** Gives suite `t` its own emulator: started before its tests, clients (B2B and consumer) stopped and closed after. */
export function withEmulator(t: Test, set: (emu: Emulator) => void) {
  let emu: Emulator;
  t.before(async () => set((emu = await startEmulator())));
  t.after(async () => {
    stopB2B();
    stopClients();
    await emu.close();
  });
}

/** The error a call rejects with (fails when it resolves). */
export async function apiError(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected an API error');
}

/** A fresh B2B client signed in to Acme with a seeded member's password. */
export async function signInAcme(emu: Emulator, who: { email: string; password: string }): Promise<StytchB2BHeadlessClient> {
  const client = freshB2B(emu);
  await client.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: who.email,
    password: who.password,
    session_duration_minutes: 60,
  });
  return client;
}
