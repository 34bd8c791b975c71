// The identity-provider widget (src/idp): what the consumer single file imports for it, and what
// featherlogin.idp.js, the CDN bundle's lazy chunk, re-exports beside its page's requests
// (./idp-chunk.ts, the manifest's entry). An entry, because the consumer widget never imports src/idp
// (layers). What the client mounts (src/idp's mountIdentityProvider, for a headless client, is not
// needed: the client has its own method).
export { IdentityProvider, idpText } from '../../idp/IdentityProvider';
