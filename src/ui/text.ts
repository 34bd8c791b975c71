// The text catalogue mechanism. Each widget has an English catalogue (src/consumer/text.ts,
// src/b2b/text.ts, src/idp/text.ts); the strings here are shared by the primitives. A mount merges
// common < widget < the host's `strings` option (wording changes and translations), and
// components read through useText(): t('key', { placeholder: value }).
import { createContext } from 'react';
import { useContext } from 'react';
import { INVALID_RESPONSE, UNREACHABLE } from '../core/errors';
import { CAPTCHA_UNAVAILABLE, INVALID_JSON, NO_RESPONSE } from '../core/request-errors';

const tryAgain = 'Something went wrong. Please try again.';

/** Strings by key (a host's `strings` object may leave keys undefined). */
export type Catalogue = Partial<Record<string, string>>;

export const uiText = {
  'ui.or': 'or',
  'ui.back': 'Back',
  'ui.loading': 'Loading',
  'ui.email.label': 'Email',
  'ui.email.placeholder': 'example@email.com',
  'ui.phone.country': 'Country',
  'ui.phone.label': 'Phone number',
  'ui.phone.placeholder': '(123) 456-7890',
  /** The language of the country names in the phone country select (a BCP 47 tag). */
  'ui.phone.locale': 'en',
  /** The phone field's default country (ISO region) while the user has not picked one; a locale tag with a region ('fr-CA') wins. */
  'ui.phone.region': 'US',
  'ui.toast.dismiss': 'Dismiss',
  'ui.notifications': 'Notifications',
  'ui.watermark': 'Powered by featherlogin',
  'ui.logo': 'Logo',
  /** In place of a screen whose code could not load (offline, blocked), above its Retry button. */
  'ui.loadError': tryAgain,
  'ui.retry': 'Retry',
  // Client errors (section 8) by error class name, so hosts can reword and translate them; the
  // English words are the errors' own messages where section 8 gives them. The schema error's message
  // is raw JSON, and the PKCE and session errors' messages speak to the developer ('make sure the user
  // is authenticated before calling this method'): the end user reads these words instead.
  'ui.error.StytchAPIUnreachableError': UNREACHABLE,
  'ui.error.SDKCaptchaUnavailableError': CAPTCHA_UNAVAILABLE,
  'ui.error.MissingPKCEError': 'This login must be started and finished on the same device and browser. Please start again here.',
  'ui.error.PKCEUnavailableError': 'This page must be served over HTTPS to log in securely.',
  'ui.error.NoCurrentSessionError': 'No active session. Please log in to continue.',
  'ui.error.StytchAPISchemaError': tryAgain,
  // The three invalid answers share one class (SDKInvalidResponseError): keyed by their English message.
  [`ui.error.${INVALID_JSON}`]: INVALID_JSON,
  [`ui.error.${NO_RESPONSE}`]: NO_RESPONSE,
  [`ui.error.${INVALID_RESPONSE}`]: INVALID_RESPONSE,
};

/**
 * `{name}` placeholders from vars; unknown placeholders stay as written. `isolate` wraps each value
 * in Unicode bidi isolates when it holds Latin letters, '@' or '+', so an email, a name or a phone
 * number keeps its own direction inside a right-to-left sentence (plain numbers need none).
 */
export function interpolate(s: string, vars?: Record<string, unknown>, isolate = false): string {
  const put = (v: string) => (isolate && /[A-Za-z@+]/.test(v) ? `\u2068${v}\u2069` : v);
  return vars ? s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? put(String(vars[k])) : m)) : s;
}

export type T = (key: string, vars?: Record<string, unknown>) => string;

/**
 * The words of a failed call: a client error by class name (or the invalid answers' message), an API
 * error by error_type (text-errors.ts), a spent code: open-ended by design.
 */
export type ErrorKey = `ui.error.${string}` | `ui.errorType.${string}` | 'ui.code.locked' | 'ui.loadError';

/**
 * Strings of shared components that load with chunks (src/ui/text-components.ts: the same words in
 * every widget), added as each component module loads.
 */
const shared: Catalogue = {};
export const addText = (c: Catalogue) => void Object.assign(shared, c);

/** A mount's text function; `add` merges a lazy chunk's strings into this mount's catalogue only. */
export type Text = T & { add(c: Catalogue): void };

/**
 * The mount's merged catalogue (with the host's `strings`) wins over the strings of the chunks this
 * mount loaded (`chunks`, filled by `add`), then the shared components' strings. A chunk's strings
 * reach only the mount that loaded it: two widgets' chunks may word the same key differently.
 */
export const makeT = (cat: Catalogue, chunks: Catalogue = {}, rtl = false): Text =>
  Object.assign((key: string, vars?: Record<string, unknown>) => interpolate(cat[key] ?? chunks[key] ?? shared[key] ?? key, vars, rtl), {
    add: (c: Catalogue) => void Object.assign(chunks, c),
  });

export const TextContext = createContext<Text>(makeT(uiText));

/** The current widget's text function. */
export const useText = (): Text => useContext(TextContext);
