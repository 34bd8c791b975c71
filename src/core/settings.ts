// The project settings the widgets read (bootstrap.ts fetches them, settings-wire.ts reads the
// answer) and their defaults, which serve until the fetch answers or when it fails.

export interface BootstrapData {
  projectName: string;
  displayWatermark: boolean;
  captchaSettings: { enabled: boolean; siteKey: string };
  cnameDomain: string | null;
  emailDomains: string[];
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  dfpProtectedAuthEnabled: boolean;
  dfpProtectedAuthMode: 'OBSERVATION' | 'DECISIONING';
  rbacPolicy: unknown;
  siweRequiredForCryptoWallets: boolean;
  vertical: 'B2B' | 'CONSUMER' | null;
}

/**
 * The spec's fallback "list with a single mail-provider domain": the domain the provider's emails
 * are sent from (login@stytch.com, per the vendor's docs on custom email domains), which the
 * widgets' Gmail / Yahoo / Outlook links search for when the project's own list is unknown.
 */
export const DEFAULT_EMAIL_DOMAIN = 'stytch.com';

export const DEFAULT_BOOTSTRAP: BootstrapData = {
  projectName: '',
  displayWatermark: false,
  captchaSettings: { enabled: false, siteKey: '' },
  cnameDomain: null,
  emailDomains: [DEFAULT_EMAIL_DOMAIN],
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  passwordConfig: null,
  dfpProtectedAuthEnabled: false,
  dfpProtectedAuthMode: 'OBSERVATION',
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
  vertical: null,
};
