// What the signed-in member may do in the portal: the client's rbac over the project's policy. A
// section waits for the policy (bootstrap) and the organization before it draws, so no control is
// ever offered that would fail for want of permission.
import { useEffect, useState } from 'react';
import type { StytchB2BHeadlessClient } from '../core/b2b/client';
import { useText } from '../ui/text';
import type { Organization } from '../wire/types';
import type { RBACPolicyRole } from './config';
import { failureText } from '../ui/failure-text';
import { policyRoles } from './roles';

export type Can = (resource: string, action: string) => boolean;

export interface Access {
  org: Organization;
  roles: RBACPolicyRole[];
  can: Can;
  /** Replace the shown organization (after an update). */
  setOrg(o: Organization): void;
}

/** A read that failed with a member session (offline, a server error): its words, and the read again. */
export interface AccessFailure {
  failed: string;
  retry(): void;
}

/**
 * Whether a member session exists, kept current: signed out elsewhere (the page, another tab), a section
 * says so at once rather than showing data whose every action would fail; signed in again, it reads afresh.
 */
export function useSignedIn(client: { session: Pick<StytchB2BHeadlessClient['session'], 'getSync' | 'onChange'> }) {
  const [signedIn, set] = useState(() => !!client.session.getSync());
  useEffect(() => {
    set(!!client.session.getSync());
    return client.session.onChange((s) => set(!!s));
  }, [client]);
  return signedIn;
}

/**
 * null while loading; 'signedOut' without a member session; a failure when the read fails otherwise
 * (a signed-in admin is not told to sign in for a network error); the access otherwise.
 */
export function useAccess(client: StytchB2BHeadlessClient): Access | null | 'signedOut' | AccessFailure {
  const t = useText();
  const [state, set] = useState<{ org: Organization; roles: RBACPolicyRole[] } | null | 'signedOut' | { failed: string }>(null);
  const [tries, setTries] = useState(0);
  const signedIn = useSignedIn(client);
  useEffect(() => {
    let live = true;
    set(null); // signed out: nothing kept for the next member, and nothing read without a session
    if (!signedIn) return;
    Promise.all([client.bootstrap.getAsync(), client.organization.get()]).then(
      ([boot, org]) => live && set(org && client.session.getSync() ? { org, roles: policyRoles(boot.rbacPolicy) } : 'signedOut'),
      (e) => live && set(client.session.getSync() ? { failed: failureText(e, t) } : 'signedOut'),
    );
    return () => void (live = false);
  }, [client, tries, signedIn]);
  if (!signedIn) return 'signedOut';
  if (!state || state === 'signedOut') return state;
  if ('failed' in state) return { failed: state.failed, retry: () => setTries(tries + 1) };
  return {
    ...state,
    can: (resource, action) => client.rbac.isAuthorizedSync(resource, action),
    setOrg: (org) => set({ ...state, org }),
  };
}
