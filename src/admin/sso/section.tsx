// What the two connection sections' roots (SSO, SCIM) share: their machine, a failure put in the
// admin's words, a call run as busy, the policy's roles for the pickers, and the first read (what
// the member may do, then the connections; again on Retry) with what shows until it is done.
import type { ComponentChildren } from 'preact';
import { useReducer, useState } from 'react';
import { Heading } from '../../ui/components/Heading';
import { Spinner } from '../../ui/components/Spinner';
import { failureText } from '../../ui/failure-text';
import { useText } from '../../ui/text';
import { useMemberRead, whoOf } from '../access';
import { LoadError } from '../load-error';
import type { AdminClient, AdminPortalSSOUIConfig } from './config';
import { Notice, policyRoles, type RoleOption, roleOptions } from './kit';

/** The events both machines take: a failure in words, a call under way. */
type Shared = { type: 'failed'; error: string } | { type: 'busy' };
const isReset = (e: unknown): e is { type: 'reset' } => (e as { type?: unknown }).type === 'reset';

/**
 * `first(send, failed)` reads what the member may do, then the section's data (on mount and on
 * Retry). `gate` is what the section shows instead of its content, or null once that is read:
 * `title` with `denied` to a member who may not view it, or with 'sign in' without a member session (read
 * again once there is one); a spinner, or the failure with Retry.
 */
export function useConnectionSection<S extends { access: { view: boolean } | null; error: string }, E>(
  client: AdminClient,
  config: Pick<AdminPortalSSOUIConfig, 'getRoleDisplayName' | 'getRoleSortOrder'> | undefined,
  reduce: (s: S, e: E | Shared) => S,
  initial: S,
  first: (send: (e: E | Shared) => void, failed: (e: unknown) => void) => void,
) {
  const ui = useText();
  // A new member session starts the section over (the previous member's connections are not shown meanwhile).
  const [s, send] = useReducer((st: S, e: E | Shared | { type: 'reset' }) => (isReset(e) ? initial : reduce(st, e)), initial);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const failed = (e: unknown) => send({ type: 'failed', error: failureText(e, ui) });
  // Another session (or none): start over, so no member sees the previous one's connections (a spinner
  // until the new read has started), and answers to the previous session's reads are dropped.
  // Retry reads again the same way (its answers dropped too once another member is signed in).
  const [tries, setTries] = useState(0);
  const { who, fresh } = useMemberRead(
    client,
    (who, live) => {
      send({ type: 'reset' });
      if (!who) return;
      first(
        (e) => live() && send(e),
        (e) => live() && failed(e),
      );
      policyRoles(client).then(
        (r) => live() && setRoles(roleOptions(r, config)),
        () => {},
      );
    },
    [tries],
  );
  // Who this render's actions act for: their answers (sends, failures, toasts) apply only while that
  // member is still signed in (the session as it is now, not as last drawn), so an exchange into
  // another organization while a call runs (a connection created, saved, deleted) does not land in
  // the next member's section.
  const at = who;
  const mine = () => whoOf(client.session.getSync()) === at;
  const sendMine = (e: E | Shared) => mine() && send(e);
  const failedMine = (e: unknown) => mine() && failed(e);
  const signedIn = !!who;
  const gate = (read: boolean, title: string, denied: string): ComponentChildren => {
    if (!signedIn || (fresh && s.access && !s.access.view))
      return (
        <>
          <Heading>{title}</Heading>
          <Notice>{signedIn ? denied : ui('admin.signedOut')}</Notice>
        </>
      );
    if (fresh && s.access && read) return null;
    return fresh && s.error ? <LoadError message={s.error} retry={() => setTries((n) => n + 1)} /> : <Spinner />;
  };
  return {
    s,
    send: sendMine,
    failed: failedMine,
    /** True while the member this render acts for is still signed in (for an answer's other effects: a toast). */
    mine,
    roles,
    gate,
    run: (p: Promise<unknown>) => (sendMine({ type: 'busy' }), p.catch(failedMine)),
  };
}
