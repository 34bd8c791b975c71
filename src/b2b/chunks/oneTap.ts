// Google One Tap (the component and its intent): the lazy chunk featherlogin.b2b.onetap.js in CDN
// builds, an import() chunk in ESM builds (b2b/lazy.ts).
import { addText } from '../../ui/text';
import { oneTapText } from '../text-chunks';

addText(oneTapText);

export { OneTap } from '../components/OneTap';
