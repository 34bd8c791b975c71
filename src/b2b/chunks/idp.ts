// The identity-provider widget (src/idp) as this widget's lazy chunk (featherlogin.b2b.idp.js).
export * from '../../idp/IdentityProvider';
