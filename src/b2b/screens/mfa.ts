// The MFA screens (enrollment, SMS and TOTP codes, recovery codes): the lazy chunk
// featherlogin.b2b.mfa.js in CDN builds, an import() chunk in ESM builds (B2BWidget.tsx).
import { addText } from '../../ui/text';
import { mfaText } from '../text-chunks';

addText(mfaText);

export { MFAEnrollmentSelection } from './MFAEnrollmentSelection';
export { RecoveryCodeEntry } from './RecoveryCodeEntry';
export { RecoveryCodeSave } from './RecoveryCodeSave';
export { SMSOTPEnrollment } from './SMSOTPEnrollment';
export { SMSOTPEntry } from './SMSOTPEntry';
export { TOTPEnrollmentManual } from './TOTPEnrollmentManual';
export { TOTPEnrollmentQRCode } from './TOTPEnrollmentQRCode';
export { TOTPEntry } from './TOTPEntry';
export { mfaFlows } from '../mfaFlows';
