// Consumer login widget in real Chromium against the emulator, through dist/featherlogin.js.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, lastMessage, uniqueEmail, useHarness, events, type Harness, type Tab } from './harness';
import { consumerLogin, consumerReset } from './pages';
import { emailOtpConfig, emailOtpLogin, enterCode, heading, STRONG } from './flows';
import { StytchEventType } from '../../src/core/enums';

const test = suite('e2e: consumer widget');
const h = useHarness(test);

flow(test, h, 'consumer: email OTP', async (tab, h) => {
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('otp'));
  assert.ok((await events(tab.page)).includes(StytchEventType.OTPsAuthenticate));
});

flow(test, h, 'consumer: email magic link opened from the outbox', async (tab, h) => {
  const { page } = tab;
  const url = consumerLogin(h, {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: `${h.origin}/login`, signupRedirectURL: `${h.origin}/login` },
  });
  const email = uniqueEmail('eml');
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Check your email');
  await page.getByText(`An email was sent to ${email}.`).waitFor();
  await tab.screen('email-sent');
  const m = await lastMessage(h, email);
  assert.ok(m.link?.startsWith(`${h.origin}/login?`), `magic link goes to the page: ${m.link}`);
  await page.goto(m.link!);
  await heading(page, 'Success!');
  await tab.screen('logged-in');
  assert.not.match(page.url(), /token=/, 'token parameters removed from the address bar');
  assert.ok((await events(page)).includes(StytchEventType.AuthenticateFlowComplete));
});

async function phoneLogin(tab: Tab, h: Harness, method: 'sms' | 'whatsapp', national: string) {
  const { page } = tab;
  // Email first, so the phone form (and its chunk) shows only once its tab is picked.
  await page.goto(consumerLogin(h, { products: ['otp'], otpOptions: { methods: ['email', method] } }));
  await heading(page, 'Sign up or log in');
  const phoneChunk = () => tab.requests.filter((u) => u.endsWith('/featherlogin.phone.js'));
  assert.is(phoneChunk().length, 0, 'the phone chunk is not loaded while the email tab shows');
  const chunk = page.waitForRequest((r) => r.url().endsWith('/featherlogin.phone.js'));
  await page.getByRole('tab', { name: method === 'sms' ? 'Text' : 'WhatsApp' }).click();
  await chunk;
  await tab.screen(`main-${method}`);
  await page.getByLabel('Phone number').fill(national);
  await page.getByRole('button', { name: method === 'sms' ? 'Continue with text message' : 'Continue with WhatsApp' }).click();
  await heading(page, 'Enter passcode');
  await tab.screen(`otp-entry-${method}`);
  const e164 = `+1${national.replace(/\D/g, '')}`;
  const m = await lastMessage(h, e164);
  assert.is(m.channel, method);
  await enterCode(page, h, e164);
  await heading(page, 'Success');
  await tab.screen('otp-success');
  assert.is(phoneChunk().length, 1, 'the phone chunk is fetched once');
}

flow(test, h, 'consumer: SMS OTP (phone chunk only when the phone tab shows)', (tab, h) =>
  phoneLogin(tab, h, 'sms', '4155550' + String(Date.now()).slice(-3)),
);

flow(test, h, 'consumer: WhatsApp OTP', (tab, h) => phoneLogin(tab, h, 'whatsapp', '4155551' + String(Date.now()).slice(-3)));

const passwordConfig = (h: Harness) => ({
  products: ['passwords'],
  passwordOptions: { loginRedirectURL: `${h.origin}/login`, resetPasswordRedirectURL: `${h.origin}/login` },
});

/** Main -> email lookup -> Password Create Or Login. */
async function passwordEmail(tab: Tab, h: Harness, email: string, config: object = passwordConfig(h)) {
  const { page } = tab;
  await page.goto(consumerLogin(h, config));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

async function passwordSignup(tab: Tab, h: Harness, email: string) {
  const { page } = tab;
  await passwordEmail(tab, h, email);
  await heading(page, 'Create an account');
  await page.getByText('Finish creating your account by setting a password.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  const submit = page.getByRole('button', { name: 'Continue' });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await submit.elementHandle());
  await tab.screen('password-create');
  await submit.click();
  await heading(page, 'Success!');
  await page.getByText('You have successfully logged in.').waitFor();
  await tab.screen('password-success');
}

const pwUser = uniqueEmail('pw');

flow(test, h, 'consumer: password sign-up', async (tab, h) => {
  await passwordSignup(tab, h, pwUser);
  assert.ok((await events(tab.page)).includes(StytchEventType.PasswordCreate));
});

flow(test, h, 'consumer: password login', async (tab, h) => {
  const { page } = tab;
  await passwordEmail(tab, h, pwUser);
  await heading(page, 'Log In');
  await tab.screen('password-login');
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Success!');
  await tab.screen('password-login-success');
  assert.ok((await events(page)).includes(StytchEventType.PasswordAuthenticate));
});

/** Forgot password from the login screen; returns the emailed reset link. */
async function forgot(tab: Tab, h: Harness, email: string, config: object) {
  const { page } = tab;
  await passwordEmail(tab, h, email, config);
  await heading(page, 'Log In');
  const before = h.emu.outbox(email).length;
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await heading(page, 'Forgot password?');
  await tab.screen('password-forgot');
  const m = await lastMessage(h, email, before);
  assert.ok(m.link, 'reset email has a link');
  return m.link!;
}

async function resetForm(tab: Tab, password: string) {
  const { page } = tab;
  await heading(page, 'Reset your password');
  await tab.screen('password-reset-form');
  await page.getByLabel('New password').fill(password);
  const submit = page.getByRole('button', { name: 'Continue' });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await submit.elementHandle());
  await submit.click();
  await heading(page, 'Success!');
  await tab.screen('password-reset-success');
  assert.not.match(page.url(), /token=/, 'token parameters removed from the address bar');
}

flow(test, h, 'consumer: password forgot and reset (login widget)', async (tab, h) => {
  const email = uniqueEmail('pwreset');
  await passwordSignup(tab, h, email);
  await tab.ctx.clearCookies();
  await tab.page.evaluate(() => localStorage.clear());
  const link = await forgot(tab, h, email, passwordConfig(h));
  assert.ok(link.startsWith(`${h.origin}/login?`), link);
  await tab.page.goto(link);
  await resetForm(tab, STRONG + 'x');
  assert.ok((await events(tab.page)).includes(StytchEventType.PasswordResetByEmail));
});

flow(test, h, 'consumer: reset-password widget from an emailed link', async (tab, h) => {
  const email = uniqueEmail('pwwidget');
  await passwordSignup(tab, h, email);
  await tab.ctx.clearCookies();
  await tab.page.evaluate(() => localStorage.clear());
  const config = { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: `${h.origin}/reset` } };
  consumerReset(h, config);
  const link = await forgot(tab, h, email, config);
  assert.ok(link.startsWith(`${h.origin}/reset?`), link);
  await tab.page.goto(link);
  await resetForm(tab, STRONG + 'y');
});

test.run();
