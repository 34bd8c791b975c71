// The official SDK's public error classes that featherlogin's web clients never throw: the older
// (pre-StytchError) classes and the React Native client's device errors. Exported so integrator
// code that names them (instanceof checks, imports) keeps compiling and running; each is a small
// class, dropped by the page's bundler when unused.
import { NoCurrentSessionError, MissingPKCEError, StytchSDKError } from './errors';

/** Older API error class (an Error, not a StytchError). */
export class StytchSDKAPIError extends Error {
  declare status_code: number;
  declare request_id?: string;
  declare error_type: string;
  declare error_message: string;
  declare error_url: string;
  constructor(details: { status_code: number; request_id?: string; error_type: string; error_message: string; error_url: string }) {
    super(`[${details.status_code}] ${details.error_type}\n${details.error_message}\nSee ${details.error_url} for more information.`);
    this.name = 'StytchSDKAPIError';
    Object.assign(this, details);
  }
}

/** Older network-failure class. */
export class SDKAPIUnreachableError extends Error {
  constructor(
    message: string,
    public details: string,
  ) {
    super(`${message}\n${details}`);
    this.name = 'SDKAPIUnreachableError';
  }
}

/** Older schema-mismatch class. */
export class StytchSDKSchemaError extends Error {
  constructor(schemaError: { body?: { dataPath: string; message?: string }[] }) {
    super(`Request does not match expected schema\n${(schemaError.body ?? []).map((e) => `${e.dataPath}: ${e.message ?? ''}`).join('\n')}`);
    this.name = 'StytchSDKSchemaError';
  }
}

/** An unexpected error, wrapped (its own name and message kept). */
export class InternalError extends StytchSDKError {
  nativeStack?: unknown;
  constructor(error: { name?: string; message?: string; stack?: unknown } | undefined) {
    super(error?.name ?? 'InternalError', error?.message ?? '');
    this.nativeStack = error?.stack;
  }
}

/** An identity-provider request without a parameter it needs. */
export class IDPOAuthFlowMissingParamError extends StytchSDKError {
  constructor(details: string) {
    super('IDPOAuthFlowMissingParamError', details);
  }
}

// Device errors of the React Native client (biometrics, passkeys, native OAuth, key storage).
export class NoBiometricsRegistrationError extends StytchSDKError {
  constructor() {
    super('NoBiometricsRegistrationError', 'No biometric registration on this device.');
  }
}
export class BiometricsUnavailableError extends StytchSDKError {
  constructor() {
    super('BiometricsUnavailableError', 'Biometrics are not available on this device.');
  }
}
export class KeyInvalidatedError extends StytchSDKError {
  constructor() {
    super('KeyInvalidatedError', 'The biometric key was invalidated by a change of enrollment.');
  }
}
export class KeystoreUnavailableError extends StytchSDKError {
  constructor() {
    super('KeystoreUnavailableError', 'The key store is not available on this device.');
  }
}
export class NoBiometricsEnrolledError extends StytchSDKError {
  constructor() {
    super('NoBiometricsEnrolledError', 'No biometric factor is enrolled on this device.');
  }
}
export class BiometricsAlreadyEnrolledError extends StytchSDKError {
  constructor() {
    super('BiometricsAlreadyEnrolledError', 'A biometric registration already exists on this device.');
  }
}
export class UserCancellationError extends StytchSDKError {
  constructor() {
    super('UserCancellationError', 'The user cancelled the prompt.');
  }
}
export class UserLockedOutError extends StytchSDKError {
  constructor() {
    super('UserLockedOutError', 'Too many failed attempts: the user is locked out for now.');
  }
}
export class DeviceCredentialsNotAllowedError extends StytchSDKError {
  constructor() {
    super('DeviceCredentialsNotAllowedError', 'allowDeviceCredentials differs between registration and authentication.');
  }
}
export class MissingGoogleClientIDError extends StytchSDKError {
  constructor() {
    super('MissingGoogleClientIDError', 'The project has no Google client ID.');
  }
}
export class MissingAuthorizationCredentialIDTokenError extends StytchSDKError {
  constructor() {
    super('MissingAuthorizationCredentialIDTokenError', 'The authorization credential has no ID token.');
  }
}
export class InvalidAuthorizationCredentialError extends StytchSDKError {
  constructor() {
    super('InvalidAuthorizationCredentialError', 'The authorization credential is not valid.');
  }
}
export class NoCredentialsPresentError extends StytchSDKError {
  constructor() {
    super('NoCredentialsPresentError', 'No credentials were given for Google One Tap.');
  }
}
export class MissingPublicKeyError extends StytchSDKError {
  constructor() {
    super('MissingPublicKeyError', 'The public key could not be read.');
  }
}
export class ChallengeSigningFailedError extends StytchSDKError {
  constructor() {
    super('ChallengeSigningFailedError', 'The challenge could not be signed.');
  }
}
export class SDKNotConfiguredError extends StytchSDKError {
  constructor() {
    super('SDKNotConfiguredError', 'The client is not configured yet.');
  }
}
export class FailedCodeChallengeError extends StytchSDKError {
  constructor() {
    super('FailedCodeChallengeError', 'No code challenge could be made.');
  }
}
export class PasskeysUnsupportedError extends StytchSDKError {
  constructor() {
    super('PasskeysUnsupportedError', 'This device does not support passkeys.');
  }
}
export class FailedToDecryptDataError extends StytchSDKError {
  constructor() {
    super('FailedToDecryptDataError', 'Stored data could not be decrypted.');
  }
}
export class BiometricsFailedError extends StytchSDKError {
  constructor() {
    super('BiometricsFailedError', 'Biometric authentication did not succeed.');
  }
}
export class InvalidStartUrlError extends StytchSDKError {
  constructor() {
    super('InvalidStartUrlError', 'The start URL is not valid.');
  }
}
export class InvalidRedirectSchemeError extends StytchSDKError {
  constructor() {
    super('InvalidRedirectSchemeError', 'The redirect URLs do not share one valid custom scheme.');
  }
}
export class MissingUrlError extends StytchSDKError {
  constructor() {
    super('MissingUrlError', 'The web authentication session returned no URL.');
  }
}
export class InvalidCredentialTypeError extends StytchSDKError {
  constructor() {
    super('InvalidCredentialTypeError', 'The credential is not of the expected type.');
  }
}
export class MissingAttestationObjectError extends StytchSDKError {
  constructor() {
    super('MissingAttestationObjectError', 'The credential has no attestation object.');
  }
}
export class JSONDataNotConvertibleToStringError extends StytchSDKError {
  constructor() {
    super('JSONDataNotConvertibleToStringError', 'The JSON data could not be turned into a string.');
  }
}
export class RandomNumberGenerationFailed extends StytchSDKError {
  constructor() {
    super('RandomNumberGenerationFailed', 'No random number could be generated.');
  }
}
export class PasskeysInvalidEncoding extends StytchSDKError {
  constructor() {
    super('PasskeysInvalidEncoding', 'The passkey data is not encoded as expected.');
  }
}
export class PasskeysMisconfigured extends StytchSDKError {
  constructor() {
    super('PasskeysMisconfigured', 'Passkeys are not configured for this app.');
  }
}
export class SignInWithAppleMisconfigured extends StytchSDKError {
  constructor() {
    super('SignInWithAppleMisconfigured', 'Sign in with Apple is not configured for this app.');
  }
}
export class MissingCipherIv extends StytchSDKError {
  constructor() {
    super('MissingCipherIv', 'The cipher IV of a stored key is missing.');
  }
}
export class InvalidPrivateKeyLength extends StytchSDKError {
  constructor() {
    super('InvalidPrivateKeyLength', 'The private key has the wrong length.');
  }
}
export class BiometricRegistrationIdIsNullOrBlank extends StytchSDKError {
  constructor() {
    super('BiometricRegistrationIdIsNullOrBlank', 'The biometric registration ID is empty.');
  }
}
export class DFPNotConfigured extends StytchSDKError {
  constructor() {
    super('DFPNotConfigured', 'Device fingerprinting is not configured yet.');
  }
}

/**
 * A native error code (`error.message`, e.g. 'no_current_session') as its StytchSDKError; anything
 * else becomes an InternalError.
 */
export function errorToStytchError(error: { name?: string; message?: string } | undefined): StytchSDKError {
  const known: Record<string, new () => StytchSDKError> = {
    no_current_session: NoCurrentSessionError,
    missing_pkce: MissingPKCEError,
    no_biometrics_registration: NoBiometricsRegistrationError,
    biometrics_unavailable: BiometricsUnavailableError,
    key_invalidated: KeyInvalidatedError,
    keystore_unavailable: KeystoreUnavailableError,
    no_biometrics_enrolled: NoBiometricsEnrolledError,
    biometrics_already_enrolled: BiometricsAlreadyEnrolledError,
    user_cancellation: UserCancellationError,
    user_locked_out: UserLockedOutError,
    device_credentials_not_allowed: DeviceCredentialsNotAllowedError,
    passkeys_unsupported: PasskeysUnsupportedError,
  };
  const K = known[error?.message ?? ''];
  return K ? new K() : new InternalError(error);
}
