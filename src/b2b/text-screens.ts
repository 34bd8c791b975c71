// Strings of the B2B screens that load on first use (src/ui/lazy.tsx), one catalogue per chunk:
// each adds its own with addText() when it loads (src/b2b/lazy.ts). Hosts override them through
// the `strings` mount option like any key of src/b2b/text.ts.
import { codeErrorText, errorTypeText } from '../ui/text-errors';

/** Screens after a first step (chunks/steps.ts). */
export const stepsText = {
  'emailMethod.title': "Select how you'd like to continue.",
  'emailMethod.link': 'Email me a log in link',
  'emailMethod.code': 'Email me a log in code',
  'emailConfirm.title': 'Check your email',
  'emailConfirm.sent': 'An email was sent to {email}.',
  'emailConfirm.resend': 'Resend email',
  'emailConfirm.resent': 'Email resent',
  'emailConfirm.tryAgain': 'Try again',
  'otp.title': 'Enter passcode',
  'otp.sent': 'A 6-digit passcode was sent to you at {email}.',
  'otp.resent': 'Code resent',
  'discovery.title': 'Select an organization to continue',
  'discovery.create': 'Create an organization',
  'discovery.emptyCreateTitle': 'Create an organization to get started',
  'discovery.emptyCreateText':
    '{email} does not have an account. Think this is a mistake? Try a different email address, or contact your admin.',
  'discovery.emptyTitle': '{email} does not belong to any organizations.',
  'discovery.emptyText': 'Make sure your email address is correct. Otherwise, you might need to be invited by your admin.',
  'discovery.tryDifferentEmail': 'Try a different email address',
  'discovery.join': 'Join',
  'discovery.acceptInvite': 'Accept Invite',
  'err.passwordLogin': 'Invalid email or password. Please try again or use the link below to get help.',
  // the password sign-in's words for a locked member (the MFA and reset catalogues have every error type's)
  'ui.errorType.user_lock_limit_reached': codeErrorText['ui.errorType.user_lock_limit_reached'],
  // Error catalogue (section 8): what only these intents answer
  'err.emailSend': 'We were unable to reach this email address. Please try another email or contact your admin.',
  'err.inactiveEmail':
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'err.noAccess': '{email} does not have access to {organization}. If you think this is a mistake, contact your admin.',
  'err.nonMemberReset': 'We were unable to verify your email. Please contact your admin.',
};

/** The password form and its screen (chunks/password.ts). */
export const passwordFormText = {
  'password.title': 'Log in with email and password',
  'password.forgot': 'Sign up or reset password',
};

/** Password reset (chunks/reset.ts). */
export const resetText = {
  // Server errors by error_type (reset errors show them; else the API's error_message).
  ...errorTypeText,
  'passwordForgot.title': 'Check your email for help signing in!',
  'passwordForgot.orgText':
    "We'll email you a login link to sign in to {organization}. If this is your first time here, or you forgot your password, the email also lets you set a new one.",
  'passwordForgot.discoveryText':
    "We'll email you a login link. If this is your first time here, or you forgot your password, the email also lets you set a new one.",
  'passwordForgot.submit': 'Continue',
  'passwordSetNew.title': 'Check your email!',
  'passwordSetNew.text': 'A login link was sent to you at {email} to set a new password.',
  'passwordSetNew.resend': 'Resend email',
  'passwordSetNew.resent': 'Email resent',
  'passwordReset.title': 'Set a new password',
  'passwordReset.newLabel': 'New password',
  'passwordReset.startOver': 'Back to log in',
  'passwordResetVerify.title': 'Check your email!',
  'passwordResetVerify.text': 'A login link was sent to you at {email}. Follow it to verify your email, then set a password.',
};

/** SSO discovery (chunks/sso.ts). */
export const ssoText = {
  'ssoEmail.title': 'Enter your email to continue',
  'ssoMenu.title': 'Select a connection to continue',
  'ssoFallback.title': "Sorry, we couldn't find any connections.",
  'ssoFallback.text': "Please input your organization's unique slug to continue.",
  'ssoFallback.slugLabel': 'Organization slug',
  'ssoFallback.slugPlaceholder': 'Enter org slug',
  'ssoFallback.other': 'Try another log in method',
  'err.slugNotFound': 'Organization not found. Please try again.',
  'err.slugLookup': 'An error occurred. Please try again.',
};

/** MFA enrollment and entry, recovery codes (chunks/mfa.ts). */
export const mfaText = {
  // Server errors by error_type (SMS and TOTP errors, section 8).
  ...errorTypeText,
  'mfaSelect.title': 'Set up Multi-Factor Authentication',
  'mfaSelect.text': 'Your organization requires an additional login step. Choose a method below.',
  'mfaSelect.totp': 'Use an authenticator app',
  'mfaSelect.sms': 'Text me a code',
  'smsEnroll.title': 'Enter your phone number to set up Multi-Factor Authentication',
  'smsEnroll.text': 'Your organization requires an additional login step. Enter your phone number to receive a passcode.',
  'code.title': 'Enter verification code',
  'code.smsText': 'A 6-digit code was sent to you at {phone}.',
  'code.totpText': 'Enter the 6-digit code from your authenticator app.',
  'code.label': 'Verification code',
  'code.useBackup': 'Use a backup code',
  'code.useSms': 'Text me a code instead',
  'code.useTotp': 'Use an authenticator app',
  'totpQR.title': 'Scan the QR code to link your authenticator app',
  'totpQR.text': 'In your authenticator app, tap the + icon or "Add account", then scan this QR code.',
  'totpQR.alt': 'QR code for your authenticator app',
  'totpQR.trouble': 'Having trouble scanning?',
  'totpManual.title': 'Having trouble scanning the QR code?',
  'totpManual.text': 'Enter this code in your authenticator app instead:',
  'totpManual.copy': 'Copy code',
  'totpManual.copied': 'Code copied',
  'totpManual.copyFailed': "Couldn't copy code to clipboard",
  'totpManual.scanAgain': 'Try to scan the QR code again',
  'recoverySave.title': 'Save your backup codes!',
  'recoverySave.text': 'This is the only time you will be able to access and save your backup codes.',
  'recoverySave.download': 'Download file',
  'recoverySave.copyAll': 'Copy all',
  'recoverySave.copied': 'Copied',
  'recoverySave.copyFailed': "Couldn't copy codes to clipboard",
  'recoverySave.done': 'Done',
  'recoveryEntry.title': 'Enter backup code',
  'recoveryEntry.text': 'Enter one of the backup codes you saved when setting up your authenticator app.',
  'recoveryEntry.label': 'Backup code',
  'err.backupCode': 'Invalid backup code, please try again.',
  'err.phone': 'Invalid phone number, please try again.',
  'err.duplicatePhone': 'A member with the specified phone number already exists for this organization.',
};

/** The Error screen and its messages (chunks/error.ts; section 8). */
export const errorScreenText = {
  'error.title': 'Looks like there was an error!',
  'err.emailMagicLink':
    'Something went wrong. Your login link may have expired, been revoked, or been used more than once. Request a new login link to try again, or contact your admin for help.',
  'err.organization': 'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
  'err.cannotJoin': "Unable to join due to {organization}'s authentication policy. Please contact your admin for more information.",
  'err.adBlocker': 'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.',
  'err.claimedDomain':
    'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.',
  'err.resetMagicLink': 'We were unable to verify your email. Please contact your admin for help.',
};

/** Google One Tap (chunks/oneTap.ts). */
export const oneTapText = {
  'oneTap.label': 'Sign in with Google One Tap',
  'oneTap.dev.origin_not_allowed_for_client':
    "One Tap: this page's origin is not an authorised JavaScript origin of the Google OAuth client. Add it (for localhost, with and without the port) in the Google Cloud console.",
  'oneTap.dev.invalid_client': 'One Tap: Google does not know the OAuth client ID of this project.',
  'oneTap.dev.oauth_config_not_found': 'One Tap: no Google OAuth client is configured for this project.',
  'oneTap.dev.no_login_redirect_urls_set': 'One Tap: set a login redirect URL for this project.',
  'oneTap.dev.no_signup_redirect_urls_set': 'One Tap: set a signup redirect URL for this project.',
  'oneTap.dev.default_provider_not_allowed': 'One Tap needs your own Google OAuth client: the default one is not allowed.',
};
