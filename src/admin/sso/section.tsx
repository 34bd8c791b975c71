// What the two connection sections' roots (SSO, SCIM) share: their machine, a failure put in the
// admin's words, a call run as busy, the policy's roles for the pickers, and the first read (what
// the member may do, then the connections; again on Retry) with what shows until it is done.
import type { ComponentChildren } from 'preact';
import { useEffect, useReducer, useState } from 'react';
import { Heading } from '../../ui/components/Heading';
import { Spinner } from '../../ui/components/Spinner';
import { failureText } from '../../ui/failure-text';
import { useText } from '../../ui/text';
import { LoadError } from '../load-error';
import type { AdminClient, AdminPortalSSOUIConfig } from './config';
import { Notice, policyRoles, type RoleOption, roleOptions } from './kit';

/** The events both machines take: a failure in words, a call under way. */
type Shared = { type: 'failed'; error: string } | { type: 'busy' };

/**
 * `first(send, failed)` reads what the member may do, then the section's data (on mount and on
 * Retry). `gate` is what the section shows instead of its content, or null once that is read:
 * `title` with `denied` to a member who may not view it; a spinner, or the failure with Retry.
 */
export function useConnectionSection<S extends { access: { view: boolean } | null; error: string }, E>(
  client: AdminClient,
  config: Pick<AdminPortalSSOUIConfig, 'getRoleDisplayName' | 'getRoleSortOrder'> | undefined,
  reduce: (s: S, e: E | Shared) => S,
  initial: S,
  first: (send: (e: E | Shared) => void, failed: (e: unknown) => void) => void,
) {
  const ui = useText();
  const [s, send] = useReducer(reduce, initial);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const failed = (e: unknown) => send({ type: 'failed', error: failureText(e, ui) });
  useEffect(() => {
    first(send, failed);
    policyRoles(client).then(
      (r) => setRoles(roleOptions(r, config)),
      () => {},
    );
  }, [client]);
  const gate = (read: boolean, title: string, denied: string): ComponentChildren => {
    if (s.access && !s.access.view)
      return (
        <>
          <Heading>{title}</Heading>
          <Notice>{denied}</Notice>
        </>
      );
    if (s.access && read) return null;
    return s.error ? <LoadError message={s.error} retry={() => (send({ type: 'busy' }), first(send, failed))} /> : <Spinner />;
  };
  return { s, send, failed, roles, gate, run: (p: Promise<unknown>) => (send({ type: 'busy' }), p.catch(failed)) };
}
