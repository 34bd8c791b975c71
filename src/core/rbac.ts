// rbac.* : what the signed-in member or user may do, from the project's RBAC policy (bootstrap
// rbac_policy) and the caller's roles (B2B: the member session's; consumer: the user's). No request: a
// role grants an action on a resource when one of its permissions names the resource with that action or '*'.
import type { Ctx } from './client';

interface Permission {
  resource_id: string;
  actions: string[];
}
interface Policy {
  roles: { role_id: string; permissions: Permission[] }[];
  resources: { resource_id: string; actions: string[] }[];
}

const asPolicy = (p: unknown): Policy | null => (p && typeof p === 'object' && Array.isArray((p as Policy).roles) ? (p as Policy) : null);

/** `roles` reads the caller's role ids from the stored state (anything but a list of them is none). */
export function rbacModule(ctx: Ctx, roles: () => unknown) {
  const roleIds = (): string[] => {
    const r = roles();
    return Array.isArray(r) ? r : [];
  };
  const allowed = (policy: Policy | null, resource_id: string, action: string) =>
    !!policy?.roles
      .filter((role) => roleIds().includes(role.role_id))
      .some((role) =>
        role.permissions.some((p) => p.resource_id === resource_id && (p.actions.includes(action) || p.actions.includes('*'))),
      );
  const policyNow = () => asPolicy(ctx.bootstrap.getSync().rbacPolicy);
  const policyLater = async () => asPolicy((await ctx.bootstrap.getAsync()).rbacPolicy);
  return {
    /** From the cached policy (false before one is known). */
    isAuthorizedSync: (resource_id: string, action: string) => allowed(policyNow(), resource_id, action),
    /** Waits for the project's policy first. */
    isAuthorized: async (resource_id: string, action: string) => allowed(await policyLater(), resource_id, action),
    /** resource_id -> action -> allowed, for every resource and action of the policy. */
    async allPermissions(): Promise<Record<string, Record<string, boolean>>> {
      const policy = await policyLater();
      const out: Record<string, Record<string, boolean>> = {};
      for (const res of policy?.resources ?? []) {
        out[res.resource_id] = {};
        for (const action of res.actions) out[res.resource_id][action] = allowed(policy, res.resource_id, action);
      }
      return out;
    },
  };
}
