// The official SDK's client interface types (IHeadless*Client) and client options, for integrators
// who annotate with them. Each interface is the shape of featherlogin's own client namespace, so a
// value of our client always satisfies it. Types only.
import type { StytchB2BHeadlessClient } from './b2b/client';
import type { ClientOptions } from './client';
import type { StytchHeadlessClient } from './consumer/client';
import type { PermissionsMap } from '../wire/b2b-public-types';
import type { OAuthProvider } from '../wire/routes';
import type * as B from '../wire/b2b-public-types';
import type * as C from '../wire/public-types';

/** Options of both headless clients (`new StytchHeadlessClient(publicToken, options)`). */
export type StytchClientOptions = ClientOptions;

type Consumer = StytchHeadlessClient;
type B2B = StytchB2BHeadlessClient;

export type IHeadlessSessionClient<_T = unknown> = Consumer['session'];
export type IHeadlessOAuthClient<_T = unknown> = Consumer['oauth'];
/** One OAuth provider of `oauth.<provider>`. */
export type IOAuthProvider = Consumer['oauth']['github'];
export type IHeadlessUserClient<_T = unknown> = Consumer['user'];
export type IHeadlessMagicLinksClient<_T = unknown> = Consumer['magicLinks'];
export type IHeadlessOTPsClient<_T = unknown> = Consumer['otps'];
export type IHeadlessCryptoWalletClient<_T = unknown> = Consumer['cryptoWallets'];
export type IHeadlessTOTPClient<_T = unknown> = Consumer['totps'];
export type IHeadlessWebAuthnClient<_T = unknown> = Consumer['webauthn'];
export type IHeadlessPasswordClient<_T = unknown> = Consumer['passwords'];
export type IHeadlessImpersonationClient<_T = unknown> = Consumer['impersonation'];
/** The identity provider's consent calls (6.x shape: scopes as a list; 5.x's widget shape too). */
export type IHeadlessIDPClient = Consumer['idp'];
/** `rbac.*` of the consumer client: the user's roles against the project's RBAC policy. */
export interface IHeadlessRBACClient {
  isAuthorizedSync(resourceId: string, action: string): boolean;
  isAuthorized(resourceId: string, action: string): Promise<boolean>;
  allPermissions<T extends Record<string, string>>(): Promise<ConsumerPermissionsMap<T>>;
}
/** For each resource of `T`, whether the user may do each of its actions. */
export type ConsumerPermissionsMap<T extends Record<string, string>> = { [R in keyof T]: Record<T[R], boolean> };

/**
 * The official React Native client's OAuth namespace and providers (their `start` takes
 * `show_in_recents`). Types only: the web clients' providers take the same call without it.
 */
export interface IRNOAuthProvider extends IOAuthProvider {
  start(options?: C.RNOAuthGetURLOptions): ReturnType<IOAuthProvider['start']>;
}
export type IRNHeadlessOAuthClient<_T = unknown> = Omit<IHeadlessOAuthClient, OAuthProvider> & { [P in OAuthProvider]: IRNOAuthProvider };

/** The official React Native client's biometrics namespace (the web clients have none). */
export interface IHeadlessBiometricsClient<_T = unknown> {
  register(options: C.BiometricsRegisterOptions): Promise<C.BiometricsRegisterCompleteResponse>;
  authenticate(options: C.BiometricsAuthenticateOptions): Promise<C.BiometricsAuthenticateCompleteResponse>;
  isRegistrationAvailable(): Promise<boolean>;
  removeRegistration(): Promise<C.BiometricsDeleteResponse>;
  getSensor(): Promise<C.BiometricsGetSensorResponse>;
  isKeystoreAvailable(): Promise<boolean>;
}

export type IHeadlessB2BSessionClient<_T = unknown> = B2B['session'];
export type IHeadlessB2BMagicLinksClient<_T = unknown> = B2B['magicLinks'];
export type IHeadlessB2BSelfClient<_T = unknown> = B2B['self'];
export type IHeadlessB2BMemberClient<_T = unknown> = B2B['member'];
export type IHeadlessB2BOrganizationClient<_T = unknown> = B2B['organization'];
export type IHeadlessB2BOAuthClient<_T = unknown> = B2B['oauth'];
export type IHeadlessB2BSSOClient<_T = unknown> = B2B['sso'];
export type IHeadlessB2BDiscoveryClient<_T = unknown> = B2B['discovery'];
export type IHeadlessB2BPasswordClient<_T = unknown> = B2B['passwords'];
export type IHeadlessB2BOTPsClient<_T = unknown> = B2B['otps'];
export type IHeadlessB2BTOTPsClient<_T = unknown> = B2B['totp'];
export type IHeadlessB2BRecoveryCodesClient<_T = unknown> = B2B['recoveryCodes'];
export type IHeadlessB2BImpersonationClient<_T = unknown> = B2B['impersonation'];
export type IHeadlessB2BIDPClient = B2B['idp'];

/** Role-based authorization checks against the project's cached RBAC policy. */
export interface IHeadlessB2BRBACClient {
  isAuthorizedSync(resourceId: string, action: string): boolean;
  isAuthorized(resourceId: string, action: string): Promise<boolean>;
  allPermissions<T = unknown>(): Promise<PermissionsMap<T>>;
}

/** SCIM connection management for the member's organization. */
export interface IHeadlessB2BSCIMClient {
  createConnection(options: B.B2BSCIMCreateConnectionOptions): Promise<B.B2BSCIMCreateConnectionResponse>;
  updateConnection(options: B.B2BSCIMUpdateConnectionOptions): Promise<B.B2BSCIMUpdateConnectionResponse>;
  deleteConnection(connectionId: string): Promise<B.B2BSCIMDeleteConnectionResponse>;
  getConnection(): Promise<B.B2BSCIMGetConnectionResponse>;
  getConnectionGroups(options: B.B2BSCIMGetConnectionGroupsOptions): Promise<B.B2BSCIMGetConnectionGroupsResponse>;
  rotateStart(connectionId: string): Promise<B.B2BSCIMRotateStartResponse>;
  rotateComplete(connectionId: string): Promise<B.B2BSCIMRotateCompleteResponse>;
  rotateCancel(connectionId: string): Promise<B.B2BSCIMRotateCancelResponse>;
}
