// The screens after a sign-in's first step (email method choice, check your email, email code,
// organization discovery): the lazy chunk featherlogin.b2b.steps.js in CDN builds, an import()
// chunk in ESM builds. Main's blocks preload it on focus or pointer (b2b/chunks.ts).
import { addText } from '../../ui/text';
import { stepsText } from '../text-chunks';

addText(stepsText);

export { Discovery } from './Discovery';
export { EmailConfirmation } from './EmailConfirmation';
export { EmailMethodSelection } from './EmailMethodSelection';
export { EmailOTPEntry } from './EmailOTPEntry';
export { stepFlows } from '../stepFlows';
