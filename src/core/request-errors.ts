// The errors only the request engine (engine.ts) makes: a schema mismatch, the captcha failures and
// the messages of two malformed answers. Apart from ./errors.ts, whose classes the rest of the core
// uses, so a bundle that loads the engine on the first request (the headless clients) loads these
// with it. Public like the others (src/entries/public.ts).
import { StytchError, StytchSDKError } from './errors';

// Messages exported for the widgets' text catalogue (src/ui/text.ts), whose English words they are.
export const CAPTCHA_UNAVAILABLE = 'Unable to query captcha and/or dfp telemetry ID';
export const INVALID_JSON = 'Invalid JSON response from our servers.';
export const NO_RESPONSE = 'Invalid or no response from server';

/** The server rejected the request shape (body, params or query). */
export class StytchAPISchemaError extends StytchError {
  constructor(public body: Record<string, unknown>) {
    super('StytchAPISchemaError', `Request does not match expected schema\n${JSON.stringify(body)}`);
  }
}

/** A text body containing 'Captcha required'. Retried once by the network layer. */
export class SDKCaptchaRequiredError extends StytchSDKError {
  constructor() {
    super('SDKCaptchaRequiredError', 'Captcha required');
  }
}

export class SDKCaptchaUnavailableError extends StytchSDKError {
  constructor() {
    super('SDKCaptchaUnavailableError', CAPTCHA_UNAVAILABLE);
  }
}
