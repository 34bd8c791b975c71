// The Error screen and its messages: the lazy chunk featherlogin.b2b.error.js in CDN builds, an
// import() chunk in ESM builds (B2BWidget.tsx). Rarely shown, so the main bundle does not carry it.
import { addText } from '../../ui/text';
import { errorScreenText } from '../text-chunks';

addText(errorScreenText);

export { ErrorScreen } from '../screens/ErrorScreen';
