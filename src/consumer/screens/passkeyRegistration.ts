// The passkey-registration widget's screens (mountPasskeyRegistration, and the offer after a
// sign-in): the lazy chunk featherlogin.passkeys.js in CDN builds, an import() chunk in ESM builds.
import { addText } from '../../ui/text';
import { passkeysText } from '../text-chunks';

addText(passkeysText);

export { PasskeyRegistrationStart } from './PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess';
export { RequireUser } from '../components/RequireUser';
