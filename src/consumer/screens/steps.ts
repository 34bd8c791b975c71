// The screens after a sign-in's first step (check your email, code entry, password screens, reset
// form, passkey confirmation): the lazy chunk featherlogin.steps.js in CDN builds, an import()
// chunk in ESM builds. The email and phone forms preload it on focus or pointer (consumer/chunks.ts).
import { addText } from '../../ui/text';
import { stepsText } from '../text-chunks';

addText(stepsText);

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
