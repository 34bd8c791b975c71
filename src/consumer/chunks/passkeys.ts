// The passkey-registration widget's screens (mountPasskeyRegistration, and the offer after a
// sign-in): the lazy chunk featherlogin.passkeys.js in CDN builds, an import() chunk in ESM builds.
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { passkeysText as text } from '../text-screens';

export { PasskeyRegistrationStart } from '../screens/PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess } from '../screens/PasskeyRegistrationSuccess';
export { RequireUser } from '../components/RequireUser';
