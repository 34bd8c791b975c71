// The screens after a sign-in's first step (check your email, code entry, password screens, reset
// form, passkey confirmation): the lazy chunk featherlogin.steps.js in CDN builds, an import()
// chunk in ESM builds. The email and phone forms preload it on focus or pointer (consumer/chunks.ts).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { stepsText as text } from '../text-chunks';

export { EmailConfirmation } from './EmailConfirmation';
export { OTPAuthenticate } from './OTPAuthenticate';
export { OTPConfirmation } from './OTPConfirmation';
export { PasskeyConfirmation } from './PasskeyConfirmation';
export { PasswordBreached } from './PasswordBreached';
export { PasswordCheckEmail } from './PasswordCheckEmail';
export { PasswordConfirmation } from './PasswordConfirmation';
export { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
export { PasswordDedupe } from './PasswordDedupe';
export { PasswordForgot } from './PasswordForgot';
export { PasswordResetForm } from './PasswordResetForm';
export { PasswordSetNew } from './PasswordSetNew';
