// The emailMagicLinks product's screens (products.ts): an import() chunk in ESM builds; part of
// featherlogin.steps.js in CDN builds (manifest.ts).
export { stepsText as text } from '../text-screens';
export { EmailConfirmation } from '../screens/EmailConfirmation';
