// The identity-provider widget's own error (src/idp/flow.ts throws it), apart from ./errors.ts so the
// widget bundles carry it in their identity-provider chunk, not up front. Public like the others
// (src/entries/public.ts).
import { StytchSDKError } from './errors';

export class MissingIDPParameterError extends StytchSDKError {
  constructor(param: string) {
    super('IDPParameterMissingError', `Required parameter is missing: ${param}. Please reach out to the application developer.`);
  }
}
