// Every user-visible string of the profile widgets (mountUserProfile, mountMemberProfile), English.
// The catalogue loads with the profile chunk and joins the mount's catalogue; the translations are
// the `profile` section of each src/ui/locales/<tag>.ts. Hosts override any key through `strings`.
import { errorTypeText } from '../ui/text-errors';

export const profileText = {
  // A refused address, number or code in the login widget's words (src/ui/text-errors.ts).
  ...errorTypeText,
  // An address or number another account holds (the emulator's and the API's answers to adding it)
  'ui.errorType.duplicate_email': 'This email address belongs to another account.',
  'ui.errorType.duplicate_phone_number': 'This phone number belongs to another account.',
  'profile.title': 'Your account',
  'profile.noUser': 'Sign in to manage your account.',
  'profile.save': 'Save',
  'profile.cancel': 'Cancel',
  'profile.remove': 'Remove',
  'profile.confirmRemove': 'Remove {name}? This cannot be undone.',
  'profile.saved': 'Saved.',
  'profile.removed': '{name} was removed.',
  'profile.lastFactor': 'This is your only way to sign in, so it cannot be removed.',
  'profile.verified': 'Verified',
  'profile.none': 'None yet.',
  // Profile
  'profile.name.title': 'Name',
  'profile.name.first': 'First name',
  'profile.name.last': 'Last name',
  // Emails and phone numbers
  'profile.emails.title': 'Email addresses',
  'profile.emails.add': 'Add an email address',
  'profile.phones.title': 'Phone numbers',
  'profile.phones.add': 'Add a phone number',
  'profile.code.sent': 'Enter the 6-digit code sent to {destination}.',
  'profile.code.label': 'Verification code',
  'profile.code.verify': 'Verify',
  // Password
  'profile.password.title': 'Password',
  'profile.password.set': 'Set a password',
  'profile.password.change': 'Change password',
  'profile.password.current': 'Current password',
  'profile.password.new': 'New password',
  'profile.password.isSet': 'A password is set.',
  'profile.password.notSet': 'No password is set.',
  // Passkeys
  'profile.passkeys.title': 'Passkeys',
  'profile.passkeys.add': 'Add a passkey',
  'profile.passkeys.rename': 'Rename',
  'profile.passkeys.name': 'Passkey name',
  // Authenticator app and recovery codes
  'profile.totp.title': 'Authenticator app',
  'profile.totp.add': 'Set up an authenticator app',
  'profile.totp.on': 'An authenticator app is set up.',
  'profile.totp.scan': 'Scan this QR code with your authenticator app, or enter the key by hand, then enter the code it shows.',
  'profile.totp.qr': 'QR code for your authenticator app',
  'profile.totp.key': 'Key: {key}',
  'profile.totp.name': 'the authenticator app',
  'profile.totp.removed': 'The authenticator app was removed.',
  'profile.codes.title': 'Recovery codes',
  'profile.codes.info': 'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe.',
  'profile.codes.show': 'Show recovery codes',
  'profile.codes.copy': 'Copy',
  'profile.codes.copied': 'Copied.',
  'profile.codes.copyFailed': "Couldn't copy. Download the codes instead.",
  'profile.codes.download': 'Download',
  'profile.codes.rotate': 'Get new codes',
  'profile.codes.confirmRotate': 'Get new recovery codes? The old ones stop working.',
  'profile.codes.hide': 'Hide',
  // Connected accounts
  'profile.accounts.title': 'Connected accounts',
  'profile.accounts.link': 'Connect {provider}',
  // Connected apps
  'profile.apps.title': 'Connected apps',
  'profile.apps.revoke': 'Revoke access',
  'profile.apps.confirmRevoke': 'Revoke the access of {name}?',
  // This session
  'profile.session.title': 'This session',
  'profile.session.started': 'Signed in {time}',
  'profile.session.expires': 'Ends {time}',
  'profile.session.signOut': 'Sign out',
  // Step-up
  'profile.stepUp.title': 'Confirm it is you',
  'profile.stepUp.info': 'To make this change, first confirm it is you.',
  'profile.stepUp.sendCode': 'Send a code to {destination}',
  'profile.stepUp.passkey': 'Use a passkey',
  'profile.stepUp.totp': 'Use your authenticator app',
  'profile.stepUp.totpCode': 'Enter the 6-digit code your authenticator app shows.',
  'profile.stepUp.none': 'To make this change, sign out, sign in again, then try once more.',
  // Organization members
  'profile.org.title': 'Organization',
  'profile.org.role': 'Role: {roles}',
  'profile.org.role.stytch_member': 'Member',
  'profile.org.role.stytch_admin': 'Admin',
  'profile.mfa.phone.title': 'Two-step phone number',
  'profile.mfa.phone.add': 'Add a two-step phone number',
};

export type ProfileKey = keyof typeof profileText;
