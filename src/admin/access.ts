// What the signed-in member may do in the portal: the client's rbac over the project's policy. A
// section waits for the policy (bootstrap) and the organization before it draws, so no control is
// ever offered that would fail for want of permission.
import { useEffect, useState } from 'react';
import type { StytchB2BHeadlessClient } from '../core/b2b/client';
import type { Organization } from '../wire/types';
import type { RBACPolicyRole } from './config';
import { policyRoles } from './roles';

export type Can = (resource: string, action: string) => boolean;

export interface Access {
  org: Organization;
  roles: RBACPolicyRole[];
  can: Can;
  /** Replace the shown organization (after an update). */
  setOrg(o: Organization): void;
}

/** null while loading; 'signedOut' without a member session; the access otherwise. */
export function useAccess(client: StytchB2BHeadlessClient): Access | null | 'signedOut' {
  const [state, set] = useState<{ org: Organization; roles: RBACPolicyRole[] } | null | 'signedOut'>(null);
  useEffect(() => {
    let live = true;
    Promise.all([client.bootstrap.getAsync(), client.organization.get()]).then(
      ([boot, org]) => live && set(org && client.session.getSync() ? { org, roles: policyRoles(boot.rbacPolicy) } : 'signedOut'),
      () => live && set('signedOut'),
    );
    return () => void (live = false);
  }, [client]);
  if (!state || state === 'signedOut') return state;
  return {
    ...state,
    can: (resource, action) => client.rbac.isAuthorizedSync(resource, action),
    setOrg: (org) => set({ ...state, org }),
  };
}
