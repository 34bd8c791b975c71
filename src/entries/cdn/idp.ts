// The identity-provider widget (src/idp) as the consumer bundle's lazy chunk featherlogin.idp.js
// (src/consumer/manifest.ts): an entry, because the consumer widget never imports src/idp (layers).
// What the client mounts (src/idp's mountIdentityProvider, for a headless client, is not needed:
// the client has its own method).
export { IdentityProvider, idpText } from '../../idp/IdentityProvider';
