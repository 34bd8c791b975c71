// axe-core on every screen of every widget, in the light theme, the shipped dark theme and both
// right-to-left languages (Arabic, Hebrew), at 400px: the screen gallery's walk (scripts/gallery.mjs,
// the one list of screens that scripts/screens.mjs pictures), in the suite's one Chromium, one page
// per variant. A serious or critical finding fails, named by variant, widget, screen and rule.
// The lists below tie the walk to the state machines: a screen added to a machine is a type error
// here until the gallery shows it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useGallery, useHarness } from './harness';
import type { ScreenName } from '../../src/consumer/machine';
import type { Screen as B2BScreen } from '../../src/b2b/machine';
import type { IdpScreen } from '../../src/idp/machine';

const test = suite('e2e: every screen, axe');
const h = useHarness(test);

/** Machine screen -> the gallery screen that shows it ('widget Name'). */
const CONSUMER: Record<ScreenName, string> = {
  Main: 'consumer Main',
  PasskeyRegistrationStart: 'consumer PasskeyRegistrationStart',
  PasskeyRegistrationSuccess: 'consumer PasskeyRegistrationSuccess',
  PasskeyConfirmation: 'consumer PasskeyConfirmation',
  PasswordCreateOrLogin: 'consumer PasswordCreateOrLogin-password',
  PasswordResetForm: 'consumer PasswordResetForm',
  PasswordForgot: 'consumer PasswordForgot',
  PasswordBreached: 'consumer PasswordBreached',
  PasswordSetNew: 'consumer PasswordSetNew',
  PasswordCheckEmail: 'consumer PasswordCheckEmail',
  PasswordDedupe: 'consumer PasswordDedupe',
  PasswordConfirmation: 'consumer PasswordConfirmation',
  EmailConfirmation: 'consumer EmailConfirmation',
  OTPAuthenticate: 'consumer OTPAuthenticate',
  OTPConfirmation: 'consumer OTPConfirmation',
  CryptoConnect: 'consumer CryptoConnect',
  CryptoSignMessage: 'consumer CryptoSignMessage',
  CryptoOtherScreen: 'consumer CryptoOtherScreen',
  CryptoSetupWallet: 'consumer CryptoSetupWallet',
  CryptoError: 'consumer CryptoError',
  CryptoConfirmation: 'consumer CryptoConfirmation',
  IDPConsent: 'idp Consent',
  LoggingIn: 'consumer LoggingIn',
};
const B2B: Record<B2BScreen, string> = {
  Main: 'b2b Main-discovery',
  EmailConfirmation: 'b2b EmailConfirmation',
  LoggedIn: 'b2b LoggedIn',
  Discovery: 'b2b Discovery',
  Error: 'b2b Error',
  // the same component as PasswordAuthenticate (its email-first step)
  PasswordEmailForm: 'b2b PasswordAuthenticate',
  PasswordAuthenticate: 'b2b PasswordAuthenticate',
  PasswordResetForm: 'b2b PasswordResetForm',
  PasswordResetVerifyConfirmation: 'b2b PasswordResetVerifyConfirmation',
  PasswordForgotForm: 'b2b PasswordForgotForm',
  PasswordSetNewConfirmation: 'b2b PasswordSetNewConfirmation',
  // renders nothing: it hands the MFA chunk to the machine, which moves on (TOTPEntry in the gallery)
  MFALoad: 'b2b TOTPEntry',
  MFAEnrollmentSelection: 'b2b MFAEnrollmentSelection',
  SMSOTPEnrollment: 'b2b SMSOTPEnrollment',
  SMSOTPEntry: 'b2b SMSOTPEntry',
  RecoveryCodeEntry: 'b2b RecoveryCodeEntry',
  RecoveryCodeSave: 'b2b RecoveryCodeSave',
  TOTPEnrollmentQRCode: 'b2b TOTPEnrollmentQRCode',
  TOTPEnrollmentManual: 'b2b TOTPEnrollmentManual',
  TOTPEntry: 'b2b TOTPEntry',
  EmailMethodSelection: 'b2b EmailMethodSelection',
  EmailOTPEntry: 'b2b EmailOTPEntry',
  SSODiscoveryEmail: 'b2b SSODiscoveryEmail',
  SSODiscoveryFallback: 'b2b SSODiscoveryFallback',
  SSODiscoveryMenu: 'b2b SSODiscoveryMenu',
  IDPConsent: 'idp Consent',
};
const IDP: Record<IdpScreen, string> = {
  // the identity provider's loading view: a spinner, already checked on every lazy first paint
  Loading: 'idp Consent',
  Consent: 'idp Consent',
  Logout: 'idp Logout',
  NotLoggedOut: 'idp NotLoggedOut',
  Error: 'idp Error-missing-parameter',
};

const VARIANTS: [string, { dark?: boolean; locale?: string }][] = [
  ['light', {}],
  ['dark', { dark: true }],
  ['ar', { locale: 'ar' }],
  ['he', { locale: 'he' }],
];

const g = useGallery(test);

const walked: string[][] = [];

for (const [variant, look] of VARIANTS)
  test(`axe: every screen of every widget, ${variant}, 400px`, async () => {
    const { ctx, page } = await g().gallery.galleryPage(h().browser, { width: 400, dark: !!look.dark });
    const seen: string[] = [];
    const problems: string[] = [];
    try {
      await g().gallery.walk(g().env, page, {
        ...look,
        visit: async (p: typeof page, widget: string, screen: string) => {
          seen.push(`${widget} ${screen}`);
          // A screen that did not come is a failure, not an empty page axe would pass.
          const drawn = await p.evaluate(() => !!document.querySelector('#login h2, #login p[role=status]'));
          if (!drawn) problems.push(`${widget} ${screen}: no screen drawn`);
          for (const f of await g().gallery.axeFindings(p)) problems.push(`${widget} ${screen}: ${f}`);
        },
      });
    } finally {
      await ctx.close();
    }
    walked.push(seen);
    console.log(`  axe ${variant}: ${seen.length} screens, ${problems.length} serious or critical finding(s)`);
    assert.is(problems.length, 0, `axe, ${variant} at 400px:\n  ${problems.join('\n  ')}`);
  });

test('the walk shows every screen of every state machine, the same in every variant', () => {
  const [first] = walked;
  assert.ok(first, 'no walk ran');
  for (const [name, screen] of [...Object.entries(CONSUMER), ...Object.entries(B2B), ...Object.entries(IDP)])
    assert.ok(first.includes(screen), `${name}: ${screen} is not in the gallery's walk`);
  for (const w of walked) assert.equal(w, first);
});

test('positive control: the same check fails an unlabeled input and a low-contrast text', async () => {
  const tab = await h().open('axe positive control');
  try {
    const url = h().serve(
      '/axe-bad',
      '<!doctype html><html lang="en"><head><title>bad</title></head><body><main><div id="login"><h2>Sign in</h2>' +
        '<input type="email"><p style="color:#eee;background:#fff">faint</p></div></main></body></html>',
    );
    await tab.page.goto(url);
    const found: string[] = await g().gallery.axeFindings(tab.page);
    assert.ok(
      found.some((f) => f.startsWith('label (critical)')),
      `unlabeled input not reported: ${found.join('; ')}`,
    );
    assert.ok(
      found.some((f) => f.startsWith('color-contrast (serious)')),
      `low contrast not reported: ${found.join('; ')}`,
    );
  } finally {
    await tab.close();
  }
});

test.run();
