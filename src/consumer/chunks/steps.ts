// The screens after a sign-in's first step (check your email, code entry, password screens, reset
// form, passkey confirmation): the lazy chunk featherlogin.steps.js in CDN builds, an import()
// chunk in ESM builds. The email and phone forms preload it on focus or pointer (consumer/lazy.ts).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { stepsText as text } from '../text-screens';
/** The first steps Main's forms and passkey slot take (through stepsOp, lazy.ts): each leads to a screen below. */
export { lookupEmail, sendMagicLink, startOtp } from '../stepFlows';
/** A token link on load (flows.ts authenticateTokenOnLoad): it leads to Password Confirmation, below. */
export { authenticateToken } from '../stepFlows';
export { passkeyAutofill, passkeyLogin } from '../passkeys';

export { EmailConfirmation } from '../screens/EmailConfirmation';
export { OTPAuthenticate } from '../screens/OTPAuthenticate';
export { OTPConfirmation } from '../screens/OTPConfirmation';
export { PasskeyConfirmation } from '../screens/PasskeyConfirmation';
export { PasswordBreached } from '../screens/PasswordBreached';
export { PasswordCheckEmail } from '../screens/PasswordCheckEmail';
export { PasswordConfirmation } from '../screens/PasswordConfirmation';
export { PasswordCreateOrLogin } from '../screens/PasswordCreateOrLogin';
export { PasswordDedupe } from '../screens/PasswordDedupe';
export { PasswordForgot } from '../screens/PasswordForgot';
export { PasswordResetForm } from '../screens/PasswordResetForm';
export { PasswordSetNew } from '../screens/PasswordSetNew';
