// What a member may do, as the real API decides for the calls a member's session makes (RBAC-enforced
// methods): one of the member's roles (stytch_member is every member's) grants the action on the
// resource in the project's RBAC policy (its config's rbac_policy, else the vendor's default policy),
// by naming the action or '*'.
import type { ProjectConfig } from '../config';
import { fail } from '../errors';
import { rolesOf } from './auth';
import { defaultRbacPolicy } from './rbac';
import type { MemberDoc } from './store';

interface Policy {
  roles: { role_id: string; permissions: { resource_id: string; actions: string[] }[] }[];
}

/** The project's policy: its config's, else the vendor's default. */
export const policyOf = (project: ProjectConfig): Policy => (project.rbac_policy as Policy | undefined) ?? defaultRbacPolicy([]);

export function permits(project: ProjectConfig, member: MemberDoc, resource_id: string, action: string): boolean {
  const mine = rolesOf(member);
  return policyOf(project).roles.some(
    (r) =>
      mine.includes(r.role_id) &&
      r.permissions.some((p) => p.resource_id === resource_id && (p.actions.includes(action) || p.actions.includes('*'))),
  );
}

/** Throws the real API's unauthorized_action (403) unless the member may. */
export function mustPermit(project: ProjectConfig, member: MemberDoc, resource_id: string, action: string) {
  if (!permits(project, member, resource_id, action)) throw fail('unauthorized_action', `Needs ${action} on ${resource_id}.`);
}

/** Whether a role of this id is in the project's policy. */
export const roleExists = (project: ProjectConfig, role_id: unknown) =>
  typeof role_id === 'string' && policyOf(project).roles.some((r) => r.role_id === role_id);
