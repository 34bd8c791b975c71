// The first steps' operations (and the success screen after a token link): the lazy chunk
// featherlogin.steps.js in CDN builds, which also holds the screens after them (manifest.ts), an
// import() chunk in ESM builds, where each product's screens are chunks of their own
// (emailMagicLinks.ts, otp.ts, passwords.ts, passkeyLogin.ts). The email and phone forms preload it
// on focus or pointer (consumer/lazy.ts).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { stepsText as text } from '../text-screens';
/** The first steps Main's forms and passkey slot take (through stepsOp, lazy.ts): each leads to a product's screen. */
export { lookupEmail, sendMagicLink, startOtp } from '../stepFlows';
/** A token link on load (flows.ts authenticateTokenOnLoad): it leads to Password Confirmation, below. */
export { authenticateToken } from '../stepFlows';
export { passkeyLogin } from '../passkeys';
/** Main's passkey slot beside a form: autofill where the browser has it, else the button. */
export { PasskeyAutofill } from '../slots/PasskeyAutofill';

/** The success after a token link or a password, whatever the products (manifest.ts `shared`). */
export { PasswordConfirmation } from '../screens/PasswordConfirmation';
