// Every user-visible string of the organization (B2B) widget's main bundle, English defaults; the
// screens that load on first use bring theirs (text-screens.ts). Integrators override any entry
// through the `strings` mount option. `{name}` placeholders are filled by t().
import type { ErrorKey, uiText } from '../ui/text';
import type { countdownText, linksText, otpText, passwordText, strengthText } from '../ui/text-components';
import type * as chunks from './text-screens';

export const b2bText = {
  // Main
  'main.discoveryTitle': 'Sign up or log in',
  'main.orgTitle': 'Continue to {organization}',
  'main.verifyTitle': 'Verify your email',
  'main.verifyText': 'Confirm your email address with one of the following:',
  'main.continueWithEmail': 'Continue with email',
  'main.continueWith': 'Continue with {provider}',
  'main.usePassword': 'Use a password instead',
  'main.orgLogoAlt': '{organization} logo',
  continue: 'Continue',
  // Code entry (email and MFA screens)
  'otp.verifying': 'Verifying passcode...',
  // SSO discovery
  'sso.continueWithSSO': 'Continue with SSO',
  // LoggedIn
  'loggedIn.title': 'Success!',
  'loggedIn.text': 'You have successfully logged in.',
  // Error catalogue (section 8); the Error screen's own messages come with it (text-screens.ts)
  'err.default': 'Something went wrong. Try again later or contact your admin for help.',
  'err.passcode': 'Invalid passcode, please try again.',
  'err.invalidEmail': 'Invalid email address',
  'err.invalidEmailOtp': 'Invalid email, please try again.',
};

export type B2BTextKey = keyof typeof b2bText;

/**
 * Every key the B2B widget may show: its own catalogues (main bundle and chunks) and the shared
 * ones. Type-only imports: nothing here reaches the bundle.
 */
export type B2BKey =
  | B2BTextKey
  | keyof typeof uiText
  | ErrorKey
  | keyof typeof otpText
  | keyof typeof countdownText
  | keyof typeof linksText
  | keyof typeof strengthText
  | keyof typeof passwordText
  | keyof typeof chunks.stepsText
  | keyof typeof chunks.passwordFormText
  | keyof typeof chunks.resetText
  | keyof typeof chunks.ssoText
  | keyof typeof chunks.mfaText
  | keyof typeof chunks.errorScreenText
  | keyof typeof chunks.oneTapText;

/** The B2B widget's text function: a key that no catalogue has is a compile error. */
export type B2BT = (key: B2BKey, vars?: Record<string, unknown>) => string;
