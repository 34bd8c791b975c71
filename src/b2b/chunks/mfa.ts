// The MFA screens (enrollment, SMS and TOTP codes, recovery codes): the lazy chunk
// featherlogin.b2b.mfa.js in CDN builds, an import() chunk in ESM builds (B2BWidget.tsx).
import { addText } from '../../ui/text';
import { mfaText } from '../text-chunks';

addText(mfaText);

export { MFAEnrollmentSelection } from '../screens/MFAEnrollmentSelection';
export { RecoveryCodeEntry } from '../screens/RecoveryCodeEntry';
export { RecoveryCodeSave } from '../screens/RecoveryCodeSave';
export { SMSOTPEnrollment } from '../screens/SMSOTPEnrollment';
export { SMSOTPEntry } from '../screens/SMSOTPEntry';
export { TOTPEnrollmentManual } from '../screens/TOTPEnrollmentManual';
export { TOTPEnrollmentQRCode } from '../screens/TOTPEnrollmentQRCode';
export { TOTPEntry } from '../screens/TOTPEntry';
