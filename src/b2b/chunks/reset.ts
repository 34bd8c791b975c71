// The password-reset screens (after "Forgot your password?" or a reset link): the lazy chunk
// featherlogin.b2b.reset.js in CDN builds, an import() chunk in ESM builds (B2BWidget.tsx).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { resetText as text } from '../text-screens';

export { PasswordForgotForm } from '../screens/PasswordForgotForm';
export { PasswordResetForm } from '../screens/PasswordResetForm';
export { PasswordResetVerifyConfirmation } from '../screens/PasswordResetVerifyConfirmation';
export { PasswordSetNewConfirmation } from '../screens/PasswordSetNewConfirmation';
