// Built-in translations in Chromium: French, Arabic and Hebrew email-OTP sign-ins from the CDN
// bundle (the locale file loads next to it; an English page loads none), right-to-left layout for
// Arabic and Hebrew with the code boxes still left to right, axe on every screen (tab.screen), and
// screenshots.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, lastMessage, uniqueEmail, useHarness, waitEvent, type Tab } from './harness';
import { consumerLogin, b2bLogin } from './pages';
import { emailOtpConfig, heading } from './flows';
import { StytchEventType } from '../../src/core/enums';

const test = suite('e2e: locales');
const h = useHarness(test);

/** Types a code into the six boxes, starting at the first (named in the page's language). */
async function typeCode(tab: Tab, code: string, firstBox: string) {
  await tab.page.getByLabel(firstBox).click();
  await tab.page.keyboard.type(code);
}

const files = (tab: Tab) => tab.requests.filter((u) => u.includes('/dist/')).map((u) => u.split('/').pop());

flow(test, h, 'French: email OTP sign-in, every screen in French, the locale file next to the bundle', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('fr');
  await page.goto(consumerLogin(h, emailOtpConfig, { path: '/fr', locale: 'fr' }));
  await heading(page, 'Inscription ou connexion');
  assert.is(await page.getAttribute('[lang="fr"]', 'lang'), 'fr', 'the widget says its language');
  await tab.screen('fr-main');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continuer par e-mail' }).click();
  await heading(page, 'Saisissez le code');
  await page.getByText(`Un code à 6 chiffres vous a été envoyé à ${email}.`).waitFor();
  await lastMessage(h, email);
  await tab.screen('fr-otp');
  await typeCode(tab, h.emu.outbox(email)[0].code!, 'Chiffre 1 sur 6');
  await heading(page, "C'est fait");
  await tab.screen('fr-success');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
  assert.ok(files(tab).includes('featherlogin.locale.fr.js'), `fetched: ${files(tab)}`);
});

flow(test, h, 'Arabic: right-to-left email OTP sign-in, code boxes left to right', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('ar');
  await page.goto(consumerLogin(h, emailOtpConfig, { path: '/ar', locale: 'ar' }));
  await heading(page, 'إنشاء حساب أو تسجيل الدخول');
  assert.is(await page.getAttribute('[lang="ar"]', 'dir'), 'rtl');
  // An address stays left to right, aligned to the right edge (styles.ts cx.root's nested :dir(rtl) rule).
  const field = await page.getByLabel('البريد الإلكتروني').evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).textAlign]);
  assert.equal(field, ['ltr', 'right']);
  await tab.screen('ar-main');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'المتابعة بالبريد الإلكتروني' }).click();
  await heading(page, 'إدخال رمز المرور');
  await lastMessage(h, email);
  // In a right-to-left layout the first box is still the leftmost one.
  const x1 = (await page.getByLabel('الرقم 1 من 6').boundingBox())!.x;
  const x6 = (await page.getByLabel('الرقم 6 من 6').boundingBox())!.x;
  assert.ok(x1 < x6, 'digit 1 left of digit 6');
  await tab.screen('ar-otp');
  await typeCode(tab, h.emu.outbox(email)[0].code!, 'الرقم 1 من 6');
  await heading(page, 'تم بنجاح');
  await tab.screen('ar-success');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
});

flow(test, h, 'Arabic B2B discovery screens lay out right to left (axe on each)', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('arb2b', 'acme.test');
  await page.goto(b2bLogin(h, { authFlowType: 'Discovery', products: ['emailOtp'] }, { path: '/ar-b2b', locale: 'ar' }));
  await heading(page, 'إنشاء حساب أو تسجيل الدخول');
  await tab.screen('ar-b2b-main');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'المتابعة بالبريد الإلكتروني' }).click();
  await heading(page, 'إدخال رمز المرور');
  await typeCode(tab, (await lastMessage(h, email)).code!, 'الرقم 1 من 6');
  await heading(page, 'يُرجى اختيار مؤسسة للمتابعة');
  await tab.screen('ar-b2b-discovery');
});

flow(test, h, 'Hebrew: right-to-left email OTP sign-in, code boxes left to right', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('he');
  await page.goto(consumerLogin(h, emailOtpConfig, { path: '/he', locale: 'he' }));
  await heading(page, 'הרשמה או התחברות');
  assert.is(await page.getAttribute('[lang="he"]', 'dir'), 'rtl');
  await tab.screen('hebrew-main');
  await page.getByLabel('אימייל').fill(email);
  await page.getByRole('button', { name: 'המשך באמצעות אימייל' }).click();
  await heading(page, 'הזנת הקוד');
  await page.getByText('קוד בן 6 ספרות נשלח אל').waitFor();
  await lastMessage(h, email);
  const x1 = (await page.getByLabel('ספרה 1 מתוך 6').boundingBox())!.x;
  const x6 = (await page.getByLabel('ספרה 6 מתוך 6').boundingBox())!.x;
  assert.ok(x1 < x6, 'digit 1 left of digit 6');
  await tab.screen('hebrew-otp');
  await page.setViewportSize({ width: 320, height: 700 }); // the narrowest supported width
  await tab.screen('hebrew-otp-320');
  await typeCode(tab, h.emu.outbox(email)[0].code!, 'ספרה 1 מתוך 6');
  await heading(page, 'הפעולה הצליחה');
  await tab.screen('hebrew-success');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
  assert.ok(files(tab).includes('featherlogin.locale.he.js'), `fetched: ${files(tab)}`);
});

flow(
  test,
  h,
  "strings written for the official widget (its message ids): the ids' map next to the bundle, then the host's words",
  async (tab, h) => {
    const strings = { 'login.title': 'Willkommen', 'button.emailLogin': 'Weiter mit E-Mail' };
    await tab.page.goto(consumerLogin(h, emailOtpConfig, { path: '/official-strings', strings }));
    await heading(tab.page, 'Willkommen');
    await tab.page.getByRole('button', { name: 'Weiter mit E-Mail' }).waitFor();
    assert.ok(files(tab).includes('featherlogin.strings.js'), `fetched: ${files(tab)}`);
  },
);

flow(test, h, 'an English page fetches no locale file', async (tab, h) => {
  await tab.page.goto(consumerLogin(h, emailOtpConfig, { path: '/en' }));
  await heading(tab.page, 'Sign up or log in');
  assert.not.ok(
    files(tab).some((f) => f!.includes('locale') || f === 'featherlogin.strings.js'),
    `fetched: ${files(tab)}`,
  );
});

test.run();
