// The identity-provider widget's one state machine: Authorize (preflight -> consent -> submit) and
// Logout (preflight -> confirm -> revoke and redirect). Effects are in flow.ts.
import type { Preflight } from './rules';

export type IdpScreen = 'Loading' | 'Consent' | 'Logout' | 'NotLoggedOut' | 'Error';

export interface IdpState {
  screen: IdpScreen;
  /** A catalogue key with its values, or a failed call's error (its words: errorText, else idp.default). */
  error: { key: string; vars?: Record<string, string> } | { failed: unknown } | null;
  preflight: Preflight | null;
}

export type IdpAction =
  | { type: 'preflight'; preflight: Preflight }
  | { type: 'logoutConfirm' }
  | { type: 'declined' }
  | { type: 'loading' }
  | { type: 'error'; error: NonNullable<IdpState['error']> };

export const initialIdp = (): IdpState => ({ screen: 'Loading', error: null, preflight: null });

export function reduceIdp(s: IdpState, a: IdpAction): IdpState {
  switch (a.type) {
    case 'preflight':
      return { ...s, screen: a.preflight.consentRequired ? 'Consent' : 'Loading', preflight: a.preflight };
    case 'logoutConfirm':
      return { ...s, screen: 'Logout' };
    case 'declined':
      return { ...s, screen: 'NotLoggedOut' };
    case 'loading':
      return { ...s, screen: 'Loading' };
    case 'error':
      return { ...s, screen: 'Error', error: a.error };
  }
}
