// The RBAC policy a consumer project's bootstrap answers when its config names none, and the scopes
// both verticals' policies carry. The vendor predefines one consumer role, stytch_user, with no
// permission until a project grants some, and no consumer resource of its own. The official 6.3
// client reads the policy (rbac_policy) for its consumer rbac.* methods; without one it logs "Unable
// to retrieve RBAC policy from servers" on every page and treats every user as having no permission.

/** The project's custom identity-provider scopes as the policy lists them (the official consent screen reads their descriptions). */
export const policyScopes = (idpScopes: { scope: string; description?: string }[]) =>
  idpScopes.map((s) => ({ scope: s.scope, description: s.description ?? '', permissions: [] }));

/** The default consumer policy, with the project's custom identity-provider scopes. */
export const defaultConsumerRbacPolicy = (idpScopes: { scope: string; description?: string }[]) => ({
  roles: [{ role_id: 'stytch_user', description: 'Granted to every user.', permissions: [] }],
  resources: [],
  scopes: policyScopes(idpScopes),
});
