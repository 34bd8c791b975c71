// The MFA screens (enrollment, SMS and TOTP codes, recovery codes): the lazy chunk
// featherlogin.b2b.mfa.js in CDN builds, an import() chunk in ESM builds (B2BWidget.tsx).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { mfaText as text } from '../text-chunks';
/** The MFA half of the widget's state machine: widget.ts primary() hands it to the widget's store. */
export { reduceMfa } from '../machine-mfa';

export { MFAEnrollmentSelection } from '../screens/MFAEnrollmentSelection';
export { RecoveryCodeEntry } from '../screens/RecoveryCodeEntry';
export { RecoveryCodeSave } from '../screens/RecoveryCodeSave';
export { SMSOTPEnrollment } from '../screens/SMSOTPEnrollment';
export { SMSOTPEntry } from '../screens/SMSOTPEntry';
export { TOTPEnrollmentManual } from '../screens/TOTPEnrollmentManual';
export { TOTPEnrollmentQRCode } from '../screens/TOTPEnrollmentQRCode';
export { TOTPEntry } from '../screens/TOTPEntry';
