// The MFA screens (enrollment, SMS and TOTP codes, recovery codes): the lazy chunk
// featherlogin.b2b.mfa.js in CDN builds, an import() chunk in ESM builds (B2BWidget.tsx).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { mfaText as text } from '../text-screens';
/** Hands the MFA half of the state machine to the widget, then the primary success that waited for it. */
export { MFALoad } from '../screens/MFALoad';

export { MFAEnrollmentSelection } from '../screens/MFAEnrollmentSelection';
export { RecoveryCodeEntry } from '../screens/RecoveryCodeEntry';
export { RecoveryCodeSave } from '../screens/RecoveryCodeSave';
export { SMSOTPEnrollment } from '../screens/SMSOTPEnrollment';
export { SMSOTPEntry } from '../screens/SMSOTPEntry';
export { TOTPEnrollmentManual } from '../screens/TOTPEnrollmentManual';
export { TOTPEnrollmentQRCode } from '../screens/TOTPEnrollmentQRCode';
export { TOTPEntry } from '../screens/TOTPEntry';
