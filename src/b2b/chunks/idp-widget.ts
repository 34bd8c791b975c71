// The identity-provider widget alone (src/idp): what the B2B single file imports for it, as it holds
// every request itself; ./idp.ts (featherlogin.b2b.idp.js, the ESM chunk) re-exports it beside the
// requests its page makes. What the client mounts (src/idp's mountIdentityProvider, for a headless
// client, is not needed: the client has its own method).
export { IdentityProvider, idpText } from '../../idp/IdentityProvider';
