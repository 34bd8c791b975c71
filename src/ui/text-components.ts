// Strings of the shared components that only screens loaded on first use show (code boxes,
// countdown, mail links, password field and strength): each component adds its own with addText() as its
// module loads, so the main bundles do not carry them. Hosts override them through `strings`.

/** OTPInput. */
export const otpText = {
  'ui.otp.label': 'One-time passcode',
  'ui.otp.digit': 'Digit {n} of 6',
};

/** Countdown. */
export const countdownText = {
  'ui.countdown.expires': 'Your code expires in {time}.',
  'ui.countdown.resendPrompt': "Didn't get it?",
  'ui.countdown.expired': 'Your code has expired.',
  'ui.countdown.resend': 'Resend code',
  /** Too many failed attempts locked the user (user_lock_limit_reached, isLockedCode) on a code screen: the countdown stops, 'Resend code' stays. */
  'ui.code.locked': 'Too many failed attempts. Please wait a while, then request a new code.',
};

/** EmailProviderLinks. */
export const linksText = {
  'ui.links.gmail': 'Open Gmail',
  'ui.links.yahoo': 'Open Yahoo',
  'ui.links.outlook': 'Open Outlook',
};

/** PasswordStrength. */
export const strengthText = {
  'ui.strength.label': 'Password strength',
  'ui.strength.length': 'Must be at least {n} characters long',
  'ui.strength.complexity': 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  'ui.strength.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
};

/** PasswordInput's (in the main bundles: its own module, so this one stays out of them). */
export { passwordText } from './text-password';
