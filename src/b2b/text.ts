// Every user-visible string of the organization (B2B) widget's main bundle, English defaults; the
// screens that load on first use bring theirs (text-chunks.ts). Integrators override any entry
// through the `strings` mount option. `{name}` placeholders are filled by t().
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
  // Passwords
  'password.title': 'Log in with email and password',
  'password.forgot': 'Sign up or reset password',
  // SSO discovery
  'sso.continueWithSSO': 'Continue with SSO',
  // LoggedIn
  'loggedIn.title': 'Success!',
  'loggedIn.text': 'You have successfully logged in.',
  // Error catalogue (section 8); the Error screen's own messages come with it (text-chunks.ts)
  'err.default': 'Something went wrong. Try again later or contact your admin for help.',
  'err.emailSend': 'We were unable to reach this email address. Please try another email or contact your admin.',
  'err.inactiveEmail': 'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'err.noAccess': '{email} does not have access to {organization}. If you think this is a mistake, contact your admin.',
  'err.nonMemberReset': 'We were unable to verify your email. Please contact your admin.',
  'err.passcode': 'Invalid passcode, please try again.',
  'err.invalidEmail': 'Invalid email address',
  'err.invalidEmailOtp': 'Invalid email, please try again.',
};

export type B2BTextKey = keyof typeof b2bText;
