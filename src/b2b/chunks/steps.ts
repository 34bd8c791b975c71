// The screens after a sign-in's first step (email method choice, check your email, email code,
// organization discovery): the lazy chunk featherlogin.b2b.steps.js in CDN builds, an import()
// chunk in ESM builds. Main's blocks preload it on focus or pointer (b2b/lazy.ts).
// In the CDN bundle the file also brings the client's sign-in namespaces (src/core/b2b/api.ts: the
// bundle's __API__ file; build.mjs adds them to this entry), so a sign-in loads no other file.
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { stepsText as text } from '../text-screens';

export { Discovery } from '../screens/Discovery';
export { EmailConfirmation } from '../screens/EmailConfirmation';
export { EmailMethodSelection } from '../screens/EmailMethodSelection';
export { EmailOTPEntry } from '../screens/EmailOTPEntry';
export {
  discovered,
  authenticateEmailOtp,
  passwordLogin,
  passwordEmailLookup,
  nonMemberReset,
  selectOrganization,
  createOrganization,
} from '../intents/steps';
export { authenticateToken } from '../intents/token';
export { submitEmail } from '../intents/email';
export { startOAuth, startSSO } from '../intents/start';
/**
 * The state machine's steps half (machine-steps.ts): this chunk's intents join it to the store
 * through advance(); code outside the chunk that dispatches its actions adds it first
 * (scripts/gallery.mjs, which puts the widget on each screen so).
 */
export { reduceSteps } from '../machine-steps';
