// The login widget's configuration (official SDK names) and what follows from it.
import type { OAuthProvider } from '../wire/routes';

import type { OTPMethods, Products } from '../core/enums';

export { Products } from '../core/enums';
/** A product: a `Products` member or its string value. */
export type Product = `${Products}`;

/** An OTP channel: an `OTPMethods` member or its string value. */
export type OTPMethod = `${OTPMethods}`;

export interface OAuthProviderConfig {
  type: OAuthProvider;
  one_tap?: boolean;
  position?: 'embedded' | 'floating' | 'embedded-only';
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

export interface LoginConfig {
  products?: Product[];
  emailMagicLinksOptions?: {
    loginRedirectURL?: string;
    loginExpirationMinutes?: number;
    signupRedirectURL?: string;
    signupExpirationMinutes?: number;
    createUserAsPending?: boolean;
    domainHint?: string;
  };
  otpOptions?: { methods?: OTPMethod[]; expirationMinutes?: number; loginTemplateId?: string; signupTemplateId?: string };
  oauthOptions?: { providers?: (OAuthProviderConfig | OAuthProvider)[]; loginRedirectURL?: string; signupRedirectURL?: string };
  passwordOptions?: {
    loginRedirectURL?: string;
    /** Accepted as in the official SDK's config; unused: no call of spec section 7 (nor the vendor's reset-start API) takes it. */
    loginExpirationMinutes?: number;
    resetPasswordRedirectURL?: string;
    resetPasswordExpirationMinutes?: number;
    resetPasswordTemplateId?: string;
  };
  cryptoOptions?: { walletOptions?: string[] };
  sessionOptions?: { sessionDurationMinutes?: number };
  enableShadowDOM?: boolean;
  /** Put on every <style> and <script> element the widget creates (CSP). */
  nonce?: string;
}

export const DEFAULT_SESSION_MINUTES = 30;
export const DEFAULT_OTP_MINUTES = 5;

export const products = (c: LoginConfig): Product[] => (c.products?.length ? c.products : ['emailMagicLinks']);
export const has = (c: LoginConfig, p: Product) => products(c).includes(p);
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
