// Every quoted user-visible text of both spec files (sections 2, 5, 7, 8 and the constants), as data,
// checked against the English catalogues a widget's mount merges (src/ui/text.ts < the widget's own).
// `{placeholder}` names may differ from the spec's ('{organization name}' is '{organization}'), so
// placeholders compare by position only. Texts built from pieces are rendered instead (see below).
import '../helpers/dom';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountWidget } from '../../src/ui';
import { uiText as uiMain } from '../../src/ui/text';
import { countdownText, linksText, otpText, passwordText, strengthText } from '../../src/ui/text-components';

const uiText = { ...uiMain, ...otpText, ...countdownText, ...linksText, ...strengthText, ...passwordText };
import { consumerText } from '../../src/consumer/text';
import { cryptoText, oneTapText, passkeysText, stepsText } from '../../src/consumer/text-screens';
import { b2bText } from '../../src/b2b/text';
import {
  errorScreenText,
  mfaText,
  oneTapText as b2bOneTapText,
  passwordFormText,
  resetText,
  ssoText,
  stepsText as b2bStepsText,
} from '../../src/b2b/text-screens';
import { idpText } from '../../src/idp/text';
import { Countdown } from '../../src/ui/components/Countdown';
import { PhoneInput } from '../../src/ui/components/PhoneInput';
import { fakeUiClock, flush, host, text } from './util';

type Where = 'consumer' | 'b2b' | 'idp';
const catalogues: Record<Where, Record<string, string>> = {
  consumer: { ...uiText, ...consumerText, ...stepsText, ...passkeysText, ...cryptoText, ...oneTapText },
  b2b: {
    ...uiText,
    ...b2bText,
    ...b2bStepsText,
    ...passwordFormText,
    ...resetText,
    ...ssoText,
    ...mfaText,
    ...b2bOneTapText,
    ...errorScreenText,
  },
  idp: { ...uiText, ...idpText },
};
const norm = (s: string) => s.replace(/\{[^}]+\}/g, '{}');

/** [spec text, catalogue]. */
const CONSUMER: string[] = [
  // section 2
  'Logging in',
  'Sign up or log in',
  'Continue with {provider}',
  'or',
  'Login with a Passkey',
  'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'Error: Cannot use both EML and Email OTP',
  'Text',
  'WhatsApp',
  'Email',
  'Continue with text message',
  'Continue with WhatsApp',
  'Continue with email',
  '(123) 456-7890',
  'Check your email',
  'An email was sent to {email}.',
  'Try again',
  'Enter passcode',
  'A 6-digit passcode was sent to you at {destination}.',
  'Verifying passcode...',
  'Success',
  'Success!',
  'Your passcode has been successfully verified.',
  'Finish creating your account by setting a password.',
  'Log In',
  'Forgot Password?',
  'Choose how you would like to create your account.',
  'Email me a login link',
  'Email me a login code',
  'Create a password instead',
  'Forgot password?',
  'Resend email',
  'Login without a password',
  'Check your email to set a new password',
  'Check your email to set a new password!',
  'Check your email!',
  'A login link was sent to you at {email}.',
  'Reset your password',
  'Continue',
  'Logging in...',
  'You have successfully logged in.',
  'Set up a new Passkey',
  'Create a Passkey',
  'Skip',
  'Passkey successfully created!',
  'Existing Passkeys',
  'Set up another Passkey',
  'Done',
  'Delete',
  'Cancel',
  'Once deleted, the passkey cannot be restored.',
  'Your Passkey has been successfully authenticated.',
  'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'Connecting to your wallet...',
  'Completing signature request...',
  'You have successfully connected your wallet.',
  'Looks like there was an error!',
  // section 5
  'Invalid email, please try again.',
  'Invalid email address',
  'Invalid phone number, please try again.',
  'Must be at least {N} characters long',
  'Must contain {M} of the following: uppercase letter, lowercase letter, number, symbol',
  'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  // section 7
  'Code resent',
  'Email resent',
  // section 8 (the client messages are catalogue words too, ui.error.*, so hosts can translate them)
  'Unable to contact our servers.',
  'Invalid JSON response from our servers.',
  'Invalid or no response from server',
  'Invalid response from our servers.',
  'Unable to query captcha and/or dfp telemetry ID',
  'One Tap could not load: {reason}',
  'Invalid passcode, please try again.',
  'Unknown error occurred during passkey authentication. Please try again.',
  'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'Your Passkey was not created. Click \u201cCreate a Passkey\u201d to try again or skip without adding a Passkey.',
  'Could not connect to wallet',
  'Could not sign message',
];

const B2B: string[] = [
  // section 2
  'Sign up or log in',
  'Continue to {organization name}',
  'Verify your email',
  'Confirm your email address with one of the following:',
  'or',
  'Continue with email',
  'Continue with {provider}',
  "Select how you'd like to continue.",
  'Email me a log in link',
  'Email me a log in code',
  'Check your email',
  'An email was sent to {email}.',
  'Resend email',
  'Try again',
  'Enter passcode',
  'A 6-digit passcode was sent to you at {email}.',
  'Log in with email and password',
  'Email',
  'Password',
  'Continue',
  'Sign up or reset password',
  'Check your email for help signing in!',
  'Check your email!',
  'Email resent',
  'Set a new password',
  'Select an organization to continue',
  'Join',
  'Accept Invite',
  'Create an organization',
  'Create an organization to get started',
  'Try a different email address',
  'Set up Multi-Factor Authentication',
  'Use an authenticator app',
  'Text me a code',
  '(123) 456-7890',
  'Enter verification code',
  'Enter the 6-digit code from your authenticator app.',
  'Use a backup code',
  'Text me a code instead',
  'Scan the QR code to link your authenticator app',
  'Having trouble scanning?',
  'Having trouble scanning the QR code?',
  'Try to scan the QR code again',
  'Save your backup codes!',
  'This is the only time you will be able to access and save your backup codes.',
  'Download file',
  'Copy all',
  'Copied',
  "Couldn't copy codes to clipboard",
  'Done',
  'Code copied',
  "Couldn't copy code to clipboard",
  'Enter backup code',
  'Enter your email to continue',
  'Select a connection to continue',
  "Sorry, we couldn't find any connections.",
  'Enter org slug',
  'Try another log in method',
  'Success!',
  'You have successfully logged in.',
  'Looks like there was an error!',
  // section 5
  'Invalid email address',
  'Invalid email, please try again.',
  'Invalid phone number, please try again.',
  'Must be at least {n} characters long',
  'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  '{email} does not have access to {organization name}. If you think this is a mistake, contact your admin.',
  // section 8
  'Something went wrong. Try again later or contact your admin for help.',
  'Something went wrong. Your login link may have expired, been revoked, or been used more than once. Request a new login link to try again, or contact your admin for help.',
  'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
  "Unable to join due to {organization name}'s authentication policy. Please contact your admin for more information.",
  'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.',
  'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.',
  'Invalid email or password. Please try again or use the link below to get help.',
  'We were unable to reach this email address. Please try another email or contact your admin.',
  'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'We were unable to verify your email. Please contact your admin.',
  'We were unable to verify your email. Please contact your admin for help.',
  'Invalid passcode, please try again.',
  'Invalid backup code, please try again.',
  'A member with the specified phone number already exists for this organization.',
  'Organization not found. Please try again.',
  'An error occurred. Please try again.',
];

const IDP: string[] = [
  // B2B spec section 2 (IDPConsent), 5, 6, 8
  '{client} wants to access your {project} account',
  'Sign in to {client} with {project}',
  'The App',
  'Allow',
  'Deny',
  'You do not have permissions to grant {client} access to some of the requested scopes',
  "You cannot grant {client}'s request to:",
  'Log out?',
  'Are you sure you want to log out of your {project} account?',
  'Yes',
  'No',
  'You have not been logged out. You may close this page.',
  'No active session detected. Please log in to continue.',
  'Required parameter is missing: {param}. Please reach out to the application developer.',
  'Verify your identity',
  'View information stored within your account',
  'View your personal profile information',
  "Maintain access to your data even when you're not actively using the app",
  'Use the {scope} scope',
  'Access to the application was denied.',
  'Looks like there was an error!',
];

/**
 * Where the spec itself lists variants, the catalogue holds the main wording; a variant is not
 * required (a host switches to it through `strings`). [variant, main wording, catalogue]. Not
 * listed: '{email}' as the email field's placeholder, a redacted value in both specs ('{key} values
 * are not reproduced'); the catalogue has its own example address.
 */
const VARIANTS: [string, string, Where][] = [
  ['Email me a link', 'Email me a log in link', 'b2b'],
  ['Email me a code', 'Email me a log in code', 'b2b'],
  ['Verify your email first.', 'Check your email', 'b2b'],
  ['Success!', 'Success', 'consumer'], // OTP Confirmation: 'Success' (the success screens read 'Success!' in places)
];

test('spec variants: the main wording is the catalogue default', () => {
  for (const [variant, main, where] of VARIANTS) {
    const values = Object.values(catalogues[where]);
    assert.ok(values.includes(main), `${main} (variant ${variant})`);
  }
});

/** Messages of the headless client (errors the widgets show as the plain message), kept in src/core. */
const CORE: [string, string][] = [
  ['Unable to contact our servers.', 'src/core/errors.ts'],
  ['Invalid JSON response from our servers.', 'src/core/request-errors.ts'],
  ['Invalid or no response from server', 'src/core/request-errors.ts'],
  ['Invalid response from our servers.', 'src/core/errors.ts'],
  ['Unable to query captcha and/or dfp telemetry ID', 'src/core/request-errors.ts'],
  ['Browser does not support WebAuthn autofill', 'src/core/errors.ts'],
  ['organization_id is a required argument', 'src/core/b2b/oauth.ts'],
  ['Session background refresh failed. Signalling to app that user is logged out.', 'src/core/refresh-tick.ts'],
];

for (const [where, list] of [
  ['consumer', CONSUMER],
  ['b2b', B2B],
  ['idp', IDP],
] as [Where, string[]][]) {
  test(`spec texts: every ${where} text is in its catalogue, word for word`, () => {
    const values = new Set(Object.values(catalogues[where]).map(norm));
    const missing = list.filter((s) => !values.has(norm(s)));
    assert.equal(missing, [], `missing from the ${where} catalogue`);
  });
}

test('spec texts: the headless client messages, word for word', () => {
  for (const [s, file] of CORE) assert.ok(readFileSync(file, 'utf8').includes(s), `${s} in ${file}`);
});

test("spec texts rendered from pieces: the countdown ('Your code expires in m:ss. Didn't get it? Resend code' / 'Your code has expired. Resend code')", async () => {
  const clock = fakeUiClock();
  for (const [where, cat] of Object.entries(catalogues)) {
    if (where === 'idp') continue;
    const el = host();
    mountWidget('#app', <Countdown expiresAt={clock.now() + 65_000} onResend={() => {}} />, { text: cat });
    await flush();
    const p = () => text(el.querySelector('p')!).trim();
    assert.is(p(), "Your code expires in 1:05. Didn't get it? Resend code", where);
    await clock.advance(65_000);
    await flush();
    assert.is(p(), 'Your code has expired. Resend code', where);
  }
});

test("the country select (spec: '+code Country', 80px, default US): the closed box 'US +1', the list 'United States (+1)', so typing a name finds it", async () => {
  const el = host();
  mountWidget('#app', <PhoneInput onChange={() => {}} />, { text: catalogues.consumer });
  await flush();
  const select = el.querySelector('select') as HTMLSelectElement;
  assert.is(select.value, 'US');
  assert.is(select.previousElementSibling!.textContent, 'US +1');
  assert.is(select.querySelector('option[value=US]')!.textContent, 'United States (+1)');
  assert.is(select.querySelector('option[value=GB]')?.textContent, 'United Kingdom (+44)');
});

test('country names follow the catalogue locale (ui.phone.locale) for translated widgets', async () => {
  const el = host();
  mountWidget('#app', <PhoneInput onChange={() => {}} />, { text: catalogues.consumer, strings: { 'ui.phone.locale': 'fr' } });
  await flush();
  assert.is(el.querySelector('select option[value=US]')!.textContent, '\u00c9tats-Unis (+1)');
});

test('the default country follows the language (ui.phone.region) while the field is untouched; US stays the English default', async () => {
  let picked: { country: string; callingCode: string } | undefined;
  const el = host();
  mountWidget('#app', <PhoneInput onChange={(v) => (picked = v)} />, { text: catalogues.consumer, strings: { 'ui.phone.region': 'FR' } });
  await flush();
  assert.equal(picked && [picked.country, picked.callingCode], ['FR', '33']);
  picked = undefined;
  el.remove();
  host();
  mountWidget('#app', <PhoneInput onChange={(v) => (picked = v)} />, { text: catalogues.consumer });
  await flush();
  assert.is(picked, undefined, 'English keeps US');
});

test.run();
