// The password-reset screens (after "Forgot your password?" or a reset link): the lazy chunk
// featherlogin.b2b.reset.js in CDN builds, an import() chunk in ESM builds (B2BWidget.tsx).
import { addText } from '../../ui/text';
import { resetText } from '../text-chunks';

addText(resetText);

export { PasswordForgotForm } from './PasswordForgotForm';
export { PasswordResetForm } from './PasswordResetForm';
export { PasswordResetVerifyConfirmation } from './PasswordResetVerifyConfirmation';
export { PasswordSetNewConfirmation } from './PasswordSetNewConfirmation';
export { resetFlows } from '../resetFlows';
