// The identity-provider widget (src/idp) as the consumer bundle's lazy chunk featherlogin.idp.js
// (src/consumer/manifest.ts): an entry, because the consumer widget never imports src/idp (layers).
export * from '../../idp/IdentityProvider';
