// The passkeys product's screen, after a passkey sign-in (products.ts): an import() chunk in ESM
// builds; part of featherlogin.steps.js in CDN builds (manifest.ts). Passkey registration's screens
// are the passkeyRegistration product's (passkeys.ts).
export { stepsText as text } from '../text-screens';
export { PasskeyConfirmation } from '../screens/PasskeyConfirmation';
