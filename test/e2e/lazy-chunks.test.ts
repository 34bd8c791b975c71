// Lazy chunks that fail to load (offline, a CDN hiccup, a blocked script): the chunk's request is
// refused, the widget shows the catalogue's message with Retry instead of a spinner forever, the
// host's onError hears it once, and Retry loads the chunk once the network lets it through.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, lastMessage, useHarness, type Tab } from './harness';
import { b2bLogin, consumerLogin, idpPage } from './pages';
import { enterCode, heading } from './flows';

const test = suite('e2e: lazy chunks that fail to load');
const h = useHarness(test);

/** The host's onError heard exactly one error, naming `chunk`. */
async function reportedOnce(page: Tab['page'], chunk: string) {
  const errors: string[] = await page.evaluate(() => (window as any).__errors);
  assert.is(errors.length, 1, `onError once: ${errors.join(' | ')}`);
  assert.match(errors[0], chunk);
}

/** Opens `url` with `chunk` refused, checks the message, onError and Retry, and ends on the heading `after`. */
async function refusedThenRetry(tab: Tab, chunk: string, url: string, after: string) {
  const { page } = tab;
  const refuse = `**/${chunk}`;
  await page.route(refuse, (r) => r.abort('internetdisconnected'));
  await page.goto(url);
  await page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  assert.is(await page.getByRole('status', { name: 'Loading' }).count(), 0, 'no spinner left');
  await tab.screen('chunk-refused');
  await reportedOnce(page, chunk);
  await page.unroute(refuse);
  await retry.click();
  await heading(page, after);
  await tab.screen('after-retry');
  assert.is(await page.getByRole('button', { name: 'Retry' }).count(), 0);
}

flow(test, h, 'Lazy chunk refused: the B2B reset form shows the message, reports it, and loads on Retry', async (tab, h) => {
  const url = b2bLogin(h, { authFlowType: 'PasswordReset', products: ['passwords'] }, { path: '/lazy-b2b-reset' });
  await refusedThenRetry(tab, 'featherlogin.b2b.reset.js', url, 'Set a new password');
});

flow(
  test,
  h,
  'Lazy chunk refused: the consumer identity-provider widget shows the message, reports it, and loads on Retry',
  async (tab, h) => {
    // No authorize parameters: the widget's own error screen, in its own (lazily added) words.
    await refusedThenRetry(tab, 'featherlogin.idp.js', idpPage(h, 'consumer', { path: '/lazy-idp' }), 'Looks like there was an error!');
  },
);

flow(
  test,
  h,
  'Lazy chunk refused: a B2B intent whose chunk cannot load shows the default inline message, reports it, and loads on the next try',
  async (tab, h) => {
    const { page } = tab;
    const refuse = '**/featherlogin.b2b.steps.js'; // the email send lives there
    await page.route(refuse, (r) => r.abort('internetdisconnected'));
    await page.goto(
      b2bLogin(h, { authFlowType: 'Organization', organizationSlug: 'acme', products: ['emailMagicLinks'] }, { path: '/lazy-b2b-intent' }),
    );
    await heading(page, 'Continue to Acme Inc');
    await page.getByLabel('Email').fill('admin@acme.test'); // focus preloads the chunk: refused, quietly
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('alert').filter({ hasText: 'Something went wrong. Try again later or contact your admin for help.' }).waitFor();
    await tab.screen('intent-chunk-refused');
    await reportedOnce(page, 'featherlogin.b2b.steps.js');
    await page.unroute(refuse);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Check your email');
  },
);

flow(
  test,
  h,
  "Lazy chunk refused: Main's password form (passwords its only product) has a chunk of its own: the message, reported once, and the form on Retry",
  async (tab, h) => {
    const { page } = tab;
    const refuse = '**/featherlogin.b2b.password.js';
    await page.route(refuse, (r) => r.abort('internetdisconnected'));
    await page.goto(
      b2bLogin(h, { authFlowType: 'Organization', organizationSlug: 'acme', products: ['passwords'] }, { path: '/lazy-b2b-password' }),
    );
    await heading(page, 'Continue to Acme Inc');
    await page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
    await tab.screen('password-form-refused');
    await reportedOnce(page, 'featherlogin.b2b.password.js');
    await page.unroute(refuse);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor(); // the member lookup (steps chunk) ran
  },
);

for (const [chunk, what] of [
  ['featherlogin.api.js', "the client's sign-in namespaces (preloaded on the page's first use, quietly)"],
  ['featherlogin.steps.js', 'the first step and its screen (preloaded on the form, quietly)'],
] as const)
  flow(
    test,
    h,
    `Lazy chunk refused: the consumer email form's ${chunk}, ${what}, cannot load; the form shows the message, reports it once, and sends on the next try`,
    async (tab, h) => {
      const { page } = tab;
      const refuse = `**/${chunk}`;
      await page.route(refuse, (r) => r.abort('internetdisconnected'));
      await page.goto(consumerLogin(h, { products: ['emailMagicLinks'] }, { path: `/lazy-consumer-${chunk}` }));
      await page.getByLabel('Email').fill('someone@example.test');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
      await tab.screen(`${chunk}-refused`);
      await reportedOnce(page, chunk);
      await page.unroute(refuse);
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await heading(page, 'Check your email');
    },
  );

flow(
  test,
  h,
  'Lazy chunk refused under a consumer magic link: Main shows the message, reports it once, and keeps the unspent token for a reload, which logs in',
  async (tab, h) => {
    const { page } = tab;
    const url = `${h.origin}/login`; // a redirect URL the emulator's project allows
    const email = 'lazy-token@example.test';
    const before = h.emu.outbox(email).length;
    await page.goto(
      consumerLogin(h, { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: url, signupRedirectURL: url } }),
    );
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Check your email');
    const link = (await lastMessage(h, email, before)).link!;
    const refuse = '**/featherlogin.steps.js'; // the token's authenticate call and the screen it leads to live there
    await page.route(refuse, (r) => r.abort('internetdisconnected'));
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
    await heading(page, 'Sign up or log in');
    await reportedOnce(page, 'featherlogin.steps.js');
    assert.match(page.url(), /token=/, 'the token was not spent: it stays for a reload');
    await page.unroute(refuse);
    await page.reload();
    await heading(page, 'Success!');
    assert.not.match(page.url(), /token=/);
  },
);

flow(
  test,
  h,
  'Lazy chunk refused after a discovery link was spent: the default Error screen (not the link error), reported once',
  async (tab, h) => {
    const { page } = tab;
    const path = '/b2b'; // a redirect URL the emulator's project allows
    const url = `${h.origin}${path}`;
    const email = 'admin@acme.test';
    const before = h.emu.outbox(email).length;
    await page.goto(
      b2bLogin(
        h,
        { authFlowType: 'Discovery', products: ['emailMagicLinks'], emailMagicLinksOptions: { discoveryRedirectURL: url } },
        { path },
      ),
    );
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Check your email');
    const link = (await lastMessage(h, email, before)).link!;
    const refuse = '**/featherlogin.b2b.steps.js'; // the organization list (the discovery answer) lives there
    await page.route(refuse, (r) => r.abort('internetdisconnected'));
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Something went wrong. Try again later or contact your admin for help.' }).waitFor();
    await heading(page, 'Looks like there was an error!');
    await reportedOnce(page, 'featherlogin.b2b.steps.js');
    assert.not.match(page.url(), /token=/, 'the spent token left the address bar');
  },
);

flow(
  test,
  h,
  'Lazy chunk refused after a spent email code: the MFA chunk shows the message with Retry, reports it once, and Retry goes on to the second factor',
  async (tab, h) => {
    const { page } = tab;
    const email = 'carol@globex.test'; // globex requires MFA; carol has SMS
    const phone = '+12025550111';
    const refuse = '**/featherlogin.b2b.mfa.js';
    await page.route(refuse, (r) => r.abort('internetdisconnected'));
    await page.goto(
      b2bLogin(h, { authFlowType: 'Organization', organizationSlug: 'globex', products: ['emailOtp'] }, { path: '/lazy-b2b-mfa' }),
    );
    const before = h.emu.outbox(email).length;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Enter passcode');
    const sms = h.emu.outbox(phone).length;
    await enterCode(page, h, email, before); // spent: it cannot be entered again
    await page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await tab.screen('mfa-chunk-refused');
    await reportedOnce(page, 'featherlogin.b2b.mfa.js');
    await page.unroute(refuse);
    await retry.click();
    await heading(page, 'Enter verification code');
    assert.is(await page.getByRole('button', { name: 'Retry' }).count(), 0);
    await enterCode(page, h, phone, sms);
    await heading(page, 'Success!');
  },
);

flow(test, h, 'Lazy chunk refused: the consumer phone form shows the message, reports it, and loads on Retry', async (tab, h) => {
  const { page } = tab;
  const refuse = '**/featherlogin.phoneform.js';
  await page.route(refuse, (r) => r.abort('internetdisconnected'));
  await page.goto(consumerLogin(h, { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }, { path: '/lazy-phone' }));
  await page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  assert.is(await page.locator('#login form').count(), 0, 'neither the form nor its placeholder');
  await tab.screen('phone-chunk-refused');
  await reportedOnce(page, 'featherlogin.phoneform.js');
  await page.unroute(refuse);
  await retry.click();
  await page.getByLabel('Country').waitFor({ state: 'attached' }); // the loaded form's country list
  assert.is(await page.getByRole('button', { name: 'Retry' }).count(), 0);
});

flow(
  test,
  h,
  "The consumer phone form's placeholder: the same boxes while its chunk loads (nothing moves), typing and focus carry over, the phone library loads alongside",
  async (tab, h) => {
    const { page } = tab;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/featherlogin.phoneform.js', async (r) => {
      await held;
      await r.continue();
    });
    const library = page.waitForRequest((r) => r.url().endsWith('/featherlogin.phone.js'));
    await page.goto(consumerLogin(h, { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } }, { path: '/lazy-phone-held' }));
    await heading(page, 'Sign up or log in');
    const email = page.getByRole('tab', { name: 'Email' });
    await email.focus(); // focus on the tabs preloads the form's code (held here)
    await page.keyboard.press('ArrowRight'); // the tabs' keyboard: the next tab, selected and focused
    assert.is(await page.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected'), 'true');
    assert.ok(await page.getByRole('tab', { name: 'Text' }).evaluate((e) => e === document.activeElement), 'the tab keeps the focus');
    await page.locator('#login form[aria-busy=true]').waitFor();
    await library; // requested while the form's code is still held
    /** The form's parts: the form, the country box, the number field, the submit button. */
    const boxes = () =>
      page.evaluate(() => {
        const form = document.querySelector('#login form')!;
        const tel = form.querySelector('input[type=tel]')!;
        return [form, tel.parentElement!.querySelector(':scope > div')!, tel, form.querySelector('button[type=submit]')!].map((e) => {
          const r = e.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round);
        });
      });
    const before = await boxes();
    await tab.screen('phone-placeholder');
    await page.getByLabel('Phone number').click();
    await page.keyboard.type('20255');
    release();
    await page.getByLabel('Country').waitFor({ state: 'attached' });
    assert.equal(await boxes(), before, 'form, country box, number field and button where the placeholder had them');
    const tel = page.getByLabel('Phone number');
    assert.ok(await tel.evaluate((e) => e === document.activeElement), 'the loaded number field has the focus');
    await page.keyboard.type('50123');
    assert.is(await tel.inputValue(), '(202) 555-0123', 'typed before and after the swap, one number');
    await tab.screen('phone-loaded');
  },
);

test.run();
