// The otp product's screens (products.ts): an import() chunk in ESM builds; part of
// featherlogin.steps.js in CDN builds (manifest.ts).
export { stepsText as text } from '../text-screens';
export { OTPAuthenticate } from '../screens/OTPAuthenticate';
export { OTPConfirmation } from '../screens/OTPConfirmation';
