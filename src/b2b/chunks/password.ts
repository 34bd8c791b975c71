// The password form (Main's block when passwords is its only email product; 'Use a password instead'
// leads to its screen, PasswordAuthenticate): the lazy chunk featherlogin.b2b.password.js in CDN
// builds, an import() chunk in ESM builds (b2b/lazy.ts). Its submit's intents are the steps chunk's.
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { passwordFormText as text } from '../text-screens';

export { PasswordAuthenticate } from '../screens/PasswordAuthenticate';
export { PasswordForm } from '../components/PasswordForm';
