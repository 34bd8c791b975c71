// The Admin Portal's public option types and its one enum, as the official 6.x `b2b/adminPortal`
// entry names them: the mount options of each component (element, client, config, styles) and the
// config fields each honours. Pure types but the enum.
import type { StytchB2BHeadlessClient } from '../core/b2b/client';
import type { B2BMFAProducts } from '../core/enums';
import type { PresentationConfig } from '../ui/presentation';

/** The sign-in methods an organization's admin may allow (config.allowedAuthMethods). */
export enum AdminPortalB2BProducts {
  emailMagicLinks = 'emailMagicLinks',
  emailOtp = 'emailOtp',
  sso = 'sso',
  password = 'password',
  oauthGoogle = 'oauthGoogle',
  oauthMicrosoft = 'oauthMicrosoft',
  oauthHubspot = 'oauthHubspot',
  oauthSlack = 'oauthSlack',
  oauthGithub = 'oauthGithub',
}

/** Every field optional at every depth (the `styles` option). */
export type PartialDeep<T> = { [K in keyof T]?: T[K] extends object ? PartialDeep<T[K]> : T[K] };

export interface ButtonLook {
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  borderRadius: string;
}

/** The Admin Portal's look: container, colours, buttons, inputs, font and corner radius. */
export interface AdminPortalStyleConfig {
  container: {
    backgroundColor: string;
    borderColor: string;
    borderRadius: string;
    width: string;
    borderWidth: string | number;
    padding: string | number;
  };
  colors: { primary: string; secondary: string; success: string; error: string; accentText: string; accent: string; subtle: string };
  buttons: { primary: ButtonLook; secondary: ButtonLook; disabled: ButtonLook };
  inputs: { backgroundColor: string; textColor: string; placeholderColor: string; borderColor: string; borderRadius: string };
  fontFamily: string;
  borderRadius: string;
}

/** A role of the project's RBAC policy. */
export interface RBACPolicyRole {
  role_id: string;
  description: string;
  permissions: { resource_id: string; actions: string[] }[];
}

/** Options every component takes besides its element. */
export interface AdminPortalCommonProps<_T = unknown> {
  /** The signed-in member's B2B client (featherlogin/b2b). */
  client: StytchB2BHeadlessClient;
  styles?: PartialDeep<AdminPortalStyleConfig>;
  /** featherlogin: the CSP nonce put on the <style> element the component creates (as the widgets' config.nonce). */
  nonce?: string;
  /** featherlogin: a built-in translation by BCP 47 tag ('fr', 'ar'...), as the widgets' locale option. */
  locale?: string;
  /** featherlogin: the widgets' 6.x presentation option (a theme, or a [light, dark] pair); `styles` win over it. */
  presentation?: PresentationConfig;
}

/** How roles are named, described and ordered in the role pickers. */
export interface AdminPortalUIConfigRoleDisplayProvider {
  getRoleDisplayName?: (role: RBACPolicyRole) => string;
  getRoleDescription?: (role: RBACPolicyRole) => string;
  /** Role ids to list first, in this order; the rest follow. */
  getRoleSortOrder?: (roles: RBACPolicyRole[]) => string[];
}

export interface AdminPortalMemberManagementUIConfig extends AdminPortalUIConfigRoleDisplayProvider {
  inviteTemplateId?: string;
  inviteRedirectURL?: string;
  /** 5 to 10080 (the default, a week). */
  inviteExpirationMinutes?: number;
}
export type AdminPortalSCIMUIConfig = AdminPortalUIConfigRoleDisplayProvider;
export interface AdminPortalOrgUIConfig extends AdminPortalUIConfigRoleDisplayProvider {
  /** The sign-in methods offered when restricting them (all by default). */
  allowedAuthMethods?: (AdminPortalB2BProducts | `${AdminPortalB2BProducts}`)[];
  /** The second factors offered when restricting them (all by default). */
  allowedMfaAuthMethods?: B2BMFAProducts[];
}
export type AdminPortalSSOUIConfig = AdminPortalUIConfigRoleDisplayProvider & {
  testLoginRedirectURL?: string;
  testSignupRedirectURL?: string;
};

export interface AdminPortalMemberManagementMountOptions<T = unknown> extends AdminPortalCommonProps<T> {
  config?: AdminPortalMemberManagementUIConfig;
}
export interface AdminPortalOrgSettingsMountOptions<T = unknown> extends AdminPortalCommonProps<T> {
  config?: AdminPortalOrgUIConfig;
}
export interface AdminPortalSSOMountOptions<T = unknown> extends AdminPortalCommonProps<T> {
  config?: AdminPortalSSOUIConfig;
}
export interface AdminPortalSCIMMountOptions<T = unknown> extends AdminPortalCommonProps<T> {
  config?: AdminPortalSCIMUIConfig;
}

/** The element to draw in: an element or a selector ('#admin'). */
export type AdminPortalWebComponentOption = { element: string | HTMLElement };

/** Any component's options, as the section root receives them. */
export type AdminPortalOptions = AdminPortalCommonProps & {
  config?: AdminPortalOrgUIConfig & AdminPortalMemberManagementUIConfig & AdminPortalSSOUIConfig;
};
