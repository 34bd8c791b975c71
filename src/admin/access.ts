// What the signed-in member may do in the portal: the client's rbac over the project's policy. A
// section waits for the policy (bootstrap) and the organization before it draws, so no control is
// ever offered that would fail for want of permission.
import { useEffect, useRef, useState } from 'react';
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

type SessionOf = { session: Pick<StytchB2BHeadlessClient['session'], 'getSync' | 'onChange'> };
/** Who is signed in, as a section tells sessions apart: '' for no one, else the member in the organization. */
export const whoOf = (s: { member_id?: string; organization_id?: string } | null) => (s ? `${s.member_id}@${s.organization_id}` : '');

/**
 * Who is signed in ('' for no one), kept current: signed out elsewhere (the page, another tab), a section
 * says so at once rather than showing data whose every action would fail; signed in again, or as another
 * member or in another organization (an exchange), it reads afresh.
 */
function useMember(client: SessionOf) {
  const [who, set] = useState(() => whoOf(client.session.getSync()));
  useEffect(() => {
    set(whoOf(client.session.getSync()));
    return client.session.onChange((s) => set(whoOf(s)));
  }, [client]);
  return who;
}

/**
 * Who is signed in, and a read for them: `read(who, live)` runs for each new member (and for no one,
 * to clear what the last one saw) and again when `deps` change; `live()` turns false once another
 * member or no one is signed in, so a previous member's late answers are dropped. `fresh` is false
 * from the render that first sees a new member until its read has started: a section then shows
 * nothing of the previous member's.
 */
export function useMemberRead(client: SessionOf, read: (who: string, live: () => boolean) => void, deps: unknown[] = []) {
  const who = useMember(client);
  const readFor = useRef(who);
  useEffect(() => {
    readFor.current = who;
    let live = true;
    read(who, () => live);
    return () => void (live = false);
  }, [client, who, ...deps]);
  return { who, fresh: readFor.current === who };
}

/**
 * null while loading; 'signedOut' without a member session; a failure when the read fails otherwise
 * (a signed-in admin is not told to sign in for a network error); the access otherwise.
 */
export function useAccess(client: StytchB2BHeadlessClient): Access | null | 'signedOut' | AccessFailure {
  const t = useText();
  const [state, set] = useState<{ org: Organization; roles: RBACPolicyRole[] } | null | 'signedOut' | { failed: string }>(null);
  const [tries, setTries] = useState(0);
  const { who, fresh } = useMemberRead(
    client,
    (who, live) => {
      set(null); // nothing kept for the next member, and nothing read without a session
      if (!who) return;
      Promise.all([client.bootstrap.getAsync(), client.organization.get()]).then(
        ([boot, org]) => live() && set(org && client.session.getSync() ? { org, roles: policyRoles(boot.rbacPolicy) } : 'signedOut'),
        (e) => live() && set(client.session.getSync() ? { failed: failureText(e, t) } : 'signedOut'),
      );
    },
    [tries],
  );
  if (!who) return 'signedOut';
  if (!fresh) return null;
  if (!state || state === 'signedOut') return state;
  if ('failed' in state) return { failed: state.failed, retry: () => setTries((n) => n + 1) };
  return {
    ...state,
    can: (resource, action) => client.rbac.isAuthorizedSync(resource, action),
    setOrg: (org) => set({ ...state, org }),
  };
}
