// The login widget's configuration (official SDK names) and what follows from it.
import type { OAuthProvider } from '../wire/routes';

import type { OAuthProviders, OneTapPositions, OTPMethods, Products, RNUIProducts } from '../core/enums';
import { productId } from '../ui/product';

export { Products } from '../core/enums';
/** A product: a `Products` member or its string value. */
export type Product = `${Products}`;
/**
 * A 6.x product object (`Products.otp` of featherlogin's main entry, `otp` of featherlogin/login:
 * products.ts, whose chunk the widget loads; passkeyRegistration is the passkey-registration widget's).
 * Declared here without the chunks' module types: the React adapter's types read this file.
 */
export interface StytchProduct {
  readonly id: Product | 'passkeyRegistration';
  /** Its screens' chunk: an import(). */
  readonly chunk?: () => Promise<object>;
}

/** An OTP channel: an `OTPMethods` member or its string value. */
export type OTPMethod = `${OTPMethods}`;

/** Where Google One Tap shows: an `OneTapPositions` value, or the spec's spelling 'embedded-only'. */
export type OneTapPosition = `${OneTapPositions}` | 'embedded-only';

/** One OAuth provider of `oauthOptions.providers` (official name: ProviderOptions). */
export interface OAuthProviderConfig {
  type: OAuthProvider | `${OAuthProviders}`;
  one_tap?: boolean;
  position?: OneTapPosition;
  /** Cancel Google One Tap when the user clicks outside it. */
  cancel_on_tap_outside?: boolean;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}
export type ProviderOptions = OAuthProviderConfig;
export type ProvidersOptions = (OAuthProviderConfig | OAuthProvider)[];

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  createUserAsPending?: boolean;
  domainHint?: string;
  locale?: string;
}
export interface OtpOptions {
  methods: OTPMethod[];
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}
export interface OAuthOptions {
  providers: ProvidersOptions;
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}
export interface PasswordOptions {
  loginRedirectURL?: string;
  /** Accepted as in the official SDK's config; unused: no call of spec section 7 (nor the vendor's reset-start API) takes it. */
  loginExpirationMinutes?: number;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  locale?: string;
}
/** The WebAuthn domain of the widget's passkey calls (default: the page's host name). */
export interface PasskeyOptions {
  domain?: string;
}
export interface SessionOptions {
  sessionDurationMinutes: number;
}

/** The login widget's `config` (official name: StytchLoginConfig). */
export interface LoginConfig {
  /** 5.x strings (`Products` enum values) or 6.x product objects (`Products.otp`), mixed as you like. */
  products?: (Product | StytchProduct)[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: Partial<OtpOptions>;
  oauthOptions?: Partial<OAuthOptions>;
  passwordOptions?: PasswordOptions;
  cryptoOptions?: { walletOptions?: string[] };
  sessionOptions?: Partial<SessionOptions>;
  passkeyOptions?: PasskeyOptions;
  enableShadowDOM?: boolean;
  /** Put on every <style> and <script> element the widget creates (CSP). */
  nonce?: string;
}
export type StytchLoginConfig = LoginConfig;

/** Google One Tap's own look (official name; the prompt is Google's, so featherlogin reads none of it). */
export interface OneTapStyleConfig {
  position?: OneTapPosition;
  cancelOnTapOutside?: boolean;
}

// The official React Native UI's configuration types (exported by the web packages too).
export type RNUIEmailMagicLinksOptions = Pick<
  EmailMagicLinksOptions,
  | 'loginRedirectURL'
  | 'loginExpirationMinutes'
  | 'signupRedirectURL'
  | 'signupExpirationMinutes'
  | 'loginTemplateId'
  | 'signupTemplateId'
  | 'locale'
>;
export type RNUIOAuthOptions = { providers: { type: OAuthProvider }[]; loginRedirectURL?: string; signupRedirectURL?: string };
export type RNUIOTPOptions = OtpOptions;
export type RNUIPasswordOptions = PasswordOptions;
export interface RNUIProductConfig {
  products: RNUIProducts[];
  emailMagicLinksOptions?: RNUIEmailMagicLinksOptions;
  oauthOptions?: RNUIOAuthOptions;
  otpOptions?: RNUIOTPOptions;
  passwordOptions?: RNUIPasswordOptions;
  sessionOptions: SessionOptions;
}

export const DEFAULT_SESSION_MINUTES = 30;
export const DEFAULT_OTP_MINUTES = 5;

/** The configured products' ids (either shape), emailMagicLinks when none (passkeyRegistration is no sign-in product: nothing reads it). */
export const products = (c: LoginConfig): StytchProduct['id'][] => (c.products?.length ? c.products.map(productId) : ['emailMagicLinks']);
export const has = (c: LoginConfig, p: Product): boolean => products(c).includes(p);
export const otpMethods = (c: LoginConfig): OTPMethod[] => (has(c, 'otp') ? c.otpOptions?.methods || [] : []);
export const sessionMinutes = (c: LoginConfig) => c.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES;

/** Login-form tabs in product order: OTP methods as configured; magic links and passwords use Email. */
export function tabs(c: LoginConfig): OTPMethod[] {
  const out: OTPMethod[] = [];
  for (const p of products(c)) {
    const m: OTPMethod[] = p === 'otp' ? otpMethods(c) : p === 'emailMagicLinks' || p === 'passwords' ? ['email'] : [];
    for (const x of m) if (!out.includes(x)) out.push(x);
  }
  return out;
}

/** The configuration error text key shown in place of the form, if any. */
export function configError(c: LoginConfig): string | null {
  const p = products(c);
  if (p.length === 1 && p[0] === 'passkeys') return 'error.passkeysAlone';
  if (p.includes('emailMagicLinks') && otpMethods(c).includes('email')) return 'error.emlAndEmailOtp';
  return null;
}

export const providers = (c: LoginConfig): OAuthProviderConfig[] =>
  has(c, 'oauth') ? (c.oauthOptions?.providers || []).map((p) => (typeof p === 'string' ? { type: p } : p)) : [];
