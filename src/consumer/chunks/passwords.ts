// The passwords product's screens (products.ts): an import() chunk in ESM builds; part of
// featherlogin.steps.js in CDN builds (manifest.ts).
export { stepsText as text } from '../text-screens';
export { PasswordBreached } from '../screens/PasswordBreached';
export { PasswordCheckEmail } from '../screens/PasswordCheckEmail';
export { PasswordCreateOrLogin } from '../screens/PasswordCreateOrLogin';
export { PasswordDedupe } from '../screens/PasswordDedupe';
export { PasswordForgot } from '../screens/PasswordForgot';
export { PasswordResetForm } from '../screens/PasswordResetForm';
export { PasswordSetNew } from '../screens/PasswordSetNew';
