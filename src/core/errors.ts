// Every failure the client can report, as typed errors with the official SDK's class names and
// hierarchy, so integrators' `instanceof` / `err.name` checks keep working: what the client throws
// is a StytchError (StytchAPIError, StytchAPIUnreachableError, StytchAPISchemaError, or a
// StytchSDKError such as NoCurrentSessionError), and StytchSDKUsageError for invalid arguments.
// The errors only the request engine makes (a schema mismatch, captcha) are in ./request-errors.ts
// and the identity-provider widget's in ./idp-errors.ts, so a bundle that loads those later leaves
// them out; the official SDK's other public error classes, which this client never throws, are in
// ./public-errors.ts.

/** Any error of the client (the official base class). */
export class StytchError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export type StytchSDKErrorOptions = { url?: string };

/** A client-side failure (no usable session, no PKCE verifier, ...). */
export class StytchSDKError extends StytchError {
  constructor(
    name: string,
    description: string,
    public options?: StytchSDKErrorOptions,
  ) {
    super(name, description);
  }
}

// Messages exported for the widgets' text catalogue (src/ui/text.ts), whose English words they are.
export const UNREACHABLE = 'Unable to contact our servers.';

/** Network failure: the request never got an answer. */
export class StytchAPIUnreachableError extends StytchError {
  constructor(public details = '') {
    super('StytchAPIUnreachableError', UNREACHABLE);
  }
}

/** Malformed or missing answer (HTML, invalid JSON, no `data`): unreachable as far as the caller can tell. */
export class SDKInvalidResponseError extends StytchAPIUnreachableError {
  constructor(message: string) {
    super();
    this.name = 'SDKInvalidResponseError';
    this.message = message;
  }
}

export const INVALID_RESPONSE = 'Invalid response from our servers.';

export interface APIErrorBody {
  status_code: number;
  request_id?: string;
  error_type: string;
  error_message: string;
  error_url?: string;
}

/** The server answered with an error_type. */
export class StytchAPIError extends StytchError {
  declare status_code: number;
  declare request_id?: string;
  declare error_type: string;
  declare error_message: string;
  declare error_url: string;
  constructor(body: APIErrorBody) {
    super(
      'StytchAPIError',
      // The official message, line for line (a page that logs or parses it sees the same), the request id last.
      `[${body.status_code}] ${body.error_type}\n${body.error_message}\nSee ${body.error_url ?? ''} for more information.\n${body.request_id ? `request_id: ${body.request_id}\n` : ''}`,
    );
    Object.assign(this, body);
  }
}

/** Invalid arguments to a method (officially a plain Error subclass). */
export class StytchSDKUsageError extends Error {
  constructor(method: string, message: string) {
    super(`Invalid call to ${method}\n${message}`);
    this.name = 'StytchSDKUsageError';
  }
}

export const PKCE_MISSING =
  'No code verifier found in local storage. This flow requires PKCE: make sure it is started and completed on the same device and browser.';
export const PKCE_UNAVAILABLE = 'PKCE needs a secure context (https, or http on localhost): crypto.subtle is not available on this page.';
export const NO_SESSION = 'There is no session currently available. Make sure the user is authenticated before calling this method.';

export class MissingPKCEError extends StytchSDKError {
  constructor() {
    super('MissingPKCEError', PKCE_MISSING);
  }
}

/** PKCE hashes with crypto.subtle, which browsers offer only in secure contexts. */
export class PKCEUnavailableError extends StytchSDKError {
  constructor() {
    super('PKCEUnavailableError', PKCE_UNAVAILABLE);
  }
}

export class NoCurrentSessionError extends StytchSDKError {
  constructor() {
    super('NoCurrentSessionError', NO_SESSION);
  }
}

export class WebAuthnUnsupportedError extends StytchSDKError {
  constructor(message = 'Browser does not support WebAuthn autofill') {
    super('StytchSDKUsageError', message);
  }
}

export { UNRECOVERABLE_ERROR_TYPES } from './enums';
// UNRECOVERABLE and isUnrecoverable, which only later-loaded modules use, are in ./unrecoverable.ts.
