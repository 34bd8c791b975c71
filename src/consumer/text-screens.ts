// Strings of the consumer screens that load on first use (src/ui/lazy.tsx), one catalogue per
// chunk: each adds its own with addText() when it loads (src/consumer/lazy.ts). Hosts override
// them through the `strings` mount option like any key of src/consumer/text.ts.
import { errorTypeText } from '../ui/text-errors';

/** Screens after a first step (chunks/steps.ts). */
export const stepsText = {
  // Server errors by error_type in words for people (src/ui/text-errors.ts); the chunk is preloaded
  // on the first form and the first step runs from it (stepsOp merges these strings first), so a
  // failed first step has them too (else the server's vendor-like words show).
  ...errorTypeText,
  'error.passcode': 'Invalid passcode, please try again.',
  // Passkey login (passkeys.ts, run from this chunk through stepsOp).
  'passkey.error.unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'passkey.error.notFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.text': 'An email was sent to {email}.',
  'emailConfirmation.tryAgain': 'Try again',
  'otp.title': 'Enter passcode',
  'otp.text': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.verifying': 'Verifying passcode...',
  'otp.resent': 'Code resent',
  'otpConfirmation.title': 'Success',
  'otpConfirmation.text': 'Your passcode has been successfully verified.',
  'password.new.title': 'Create an account',
  'password.new.text': 'Finish creating your account by setting a password.',
  'password.login.title': 'Log In',
  // The new user's choice of a link or code (a passwordless user is sent one at once); the key keeps
  // its name, so a host's `strings` override of it still applies.
  'password.passwordless.text': 'Choose how you would like to create your account.',
  'password.continue': 'Continue',
  'password.forgot': 'Forgot Password?',
  'password.emailLink': 'Email me a login link',
  'password.emailCode': 'Email me a login code',
  'password.createInstead': 'Create a password instead',
  'password.forgot.title': 'Forgot password?',
  'password.forgot.text': 'A link to reset your password was sent to you at {email}.',
  'password.resend': 'Resend email',
  'password.resent': 'Email resent',
  'password.loginWithout': 'Login without a password',
  'password.dedupe.title': 'Check your email to set a new password',
  'password.dedupe.text':
    'A different site where you used the same password had a security issue. To keep your account safe, we sent a link to {email} to set a new password.',
  'password.breached.title': 'Check your email to set a new password',
  'password.breached.text':
    'This password may have been used on a different site that experienced a security issue. We sent a link to {email} to set a new password.',
  'password.setNew.title': 'Check your email to set a new password!',
  'password.setNew.text': 'A link to set your password was sent to you at {email}.',
  'password.checkEmail.title': 'Check your email!',
  'password.checkEmail.text': 'A login link was sent to you at {email}.',
  'password.reset.title': 'Reset your password',
  'password.reset.label': 'New password',
  'password.reset.loggingIn': 'Logging in...',
  /** After a refused reset (an expired or spent link): back to Main, where a new reset email can be asked for. */
  'password.reset.startOver': 'Back to log in',
  'password.confirmation.title': 'Success!',
  'password.confirmation.text': 'You have successfully logged in.',
  'passkey.confirmation.title': 'Success',
  'passkey.confirmation.text': 'Your Passkey has been successfully authenticated.',
};

/** Passkey registration and the passkey list (chunks/passkeys.ts). */
export const passkeysText = {
  'passkey.register.error.exists':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkey.register.error.other':
    'Your Passkey was not created. Click \u201cCreate a Passkey\u201d to try again or skip without adding a Passkey.',
  'passkey.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.checking': 'Checking your account',
  'passkey.register.title': 'Set up a new Passkey',
  'passkey.register.text': 'Log in next time with your face, fingerprint or screen lock.',
  'passkey.register.create': 'Create a Passkey',
  'passkey.register.skip': 'Skip',
  'passkey.success.title': 'Passkey successfully created!',
  'passkey.list.title': 'Existing Passkeys',
  'passkey.list.empty': 'No passkeys yet.',
  'passkey.list.name': 'Passkey name',
  'passkey.list.rename': 'Rename {name}',
  'passkey.list.delete': 'Delete {name}',
  'passkey.list.save': 'Save',
  'passkey.list.cancel': 'Cancel',
  'passkey.list.confirm': 'Delete',
  'passkey.list.notice': 'Once deleted, the passkey cannot be restored.',
  'passkey.another': 'Set up another Passkey',
  'passkey.done': 'Done',
};

/** The crypto wallet flow (chunks/crypto.ts). */
export const cryptoText = {
  // A refused challenge or signature in the same words as the forms' (the steps chunk's), not the server's.
  ...errorTypeText,
  'crypto.connect.title': 'Connecting to your wallet...',
  'crypto.connect.text': 'Approve the connection request in your {wallet} wallet.',
  'crypto.sign.title': 'Completing signature request...',
  'crypto.sign.text': 'Sign the message in your wallet to finish logging in.',
  'crypto.confirmation.title': 'Success!',
  'crypto.confirmation.text': 'You have successfully connected your wallet.',
  'crypto.error.title': 'Looks like there was an error!',
  'crypto.error.connect': 'Could not connect to wallet',
  'crypto.error.sign': 'Could not sign message',
  'crypto.error.retry': 'Try again',
  'crypto.setup': 'Set up a new crypto wallet',
  'crypto.setup.text': 'Create a wallet, then come back to log in.',
  'crypto.setup.link': 'Get {wallet}',
  'crypto.otherScreen.title': 'Other wallets',
};

/** Google One Tap (OneTap.tsx). */
export const oneTapText = {
  'oneTap.label': 'Sign in with Google One Tap',
  'oneTap.failed': 'One Tap could not load: {reason}',
  'oneTap.dev.origin_not_allowed_for_client':
    'One Tap: add {origin} to the Authorized JavaScript origins of your Google OAuth client (for localhost, both http://localhost and http://localhost:{port}).',
  'oneTap.dev.invalid_client': 'One Tap: Google does not know the OAuth client ID of this project.',
  'oneTap.dev.oauth_config_not_found': 'One Tap: no Google OAuth client is configured for this project.',
  'oneTap.dev.no_login_redirect_urls_set': 'One Tap: set a login redirect URL for this project.',
  'oneTap.dev.no_signup_redirect_urls_set': 'One Tap: set a signup redirect URL for this project.',
  'oneTap.dev.default_provider_not_allowed': 'One Tap needs your own Google OAuth client: the default one is not allowed.',
};
