// The SCIM section's root: reads what the member may do first (no request they may not make), then
// the connection and its groups; one screen at a time from the machine (machine.ts).
import type { SCIMConnection } from '../../wire/b2b-public-types';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { showToast } from '../../ui/toast-show';
import { useToasts } from '../../ui/toasts';
import type { AdminClient, AdminPortalSCIMUIConfig } from '../sso/config';
import { Notice, useSectionText } from '../sso/kit';
import { useConnectionSection } from '../sso/section';
import { initial, scim, scimAccess } from './machine';
import { ScimDetails } from './ScimDetails';
import { ScimNew } from './ScimNew';
import { scimText } from './text';

export interface SCIMSectionProps {
  client: AdminClient;
  config?: AdminPortalSCIMUIConfig;
}

/** The organization has no SCIM connection: the API's no_active_scim_connection. */
const none = (e: unknown) => (e as { error_type?: string })?.error_type === 'no_active_scim_connection';

export function SCIMSection({ client, config }: SCIMSectionProps) {
  const t = useSectionText(scimText);
  const toasts = useToasts();
  const groups = () => client.scim.getConnectionGroups({}).then((r) => send({ type: 'groups', groups: r.scim_groups ?? [] }), failed);
  const { s, send, failed, mine, roles, gate, run } = useConnectionSection(client, config, scim, initial, (send, failed) =>
    scimAccess(client.rbac.isAuthorized).then((access) => {
      send({ type: 'access', access });
      if (!access.view) return;
      client.scim.getConnection().then(
        (r) => (send({ type: 'loaded', conn: r.connection as SCIMConnection }), groups()),
        (e) => (none(e) ? send({ type: 'loaded', conn: null }) : failed(e)),
      );
    }, failed),
  );
  const updated = (message?: string) => (r: { connection: unknown }) => {
    send({ type: 'updated', conn: r.connection as SCIMConnection });
    if (message && mine()) showToast(toasts, message, 'success');
  };

  const waiting = gate(s.conn !== undefined, t('adminScim.title'), t('adminScim.denied'));
  if (waiting) return waiting;
  if (s.screen === 'new')
    return (
      <ScimNew
        busy={s.busy}
        error={s.error}
        back={() => send({ type: 'back' })}
        create={(identity_provider, display_name) =>
          run(
            client.scim.createConnection({ identity_provider, display_name }).then((r) => {
              const { bearer_token, ...rest } = r.connection;
              send({
                type: 'created',
                conn: { ...rest, bearer_token_last_four: bearer_token.slice(-4) } as SCIMConnection,
                token: bearer_token,
              });
              if (mine()) groups();
            }),
          )
        }
      />
    );
  const conn = s.conn;
  if (!conn)
    return (
      <>
        <Heading>{t('adminScim.title')}</Heading>
        <Notice>{t('adminScim.none')}</Notice>
        <ErrorText message={s.error} />
        {s.access?.create && <Button onClick={() => send({ type: 'new' })}>{t('adminScim.new')}</Button>}
      </>
    );
  const id = conn.connection_id;
  return (
    <ScimDetails
      key={id}
      s={s}
      conn={conn}
      roles={roles}
      a={{
        dismissToken: () => send({ type: 'dismissToken' }),
        rotateStart: () =>
          run(
            client.scim.rotateStart(id).then((r) => {
              const { next_bearer_token, ...rest } = r.connection;
              send({
                type: 'rotating',
                conn: { ...rest, next_bearer_token_last_four: next_bearer_token.slice(-4) } as SCIMConnection,
                token: next_bearer_token,
              });
            }),
          ),
        rotateComplete: () => run(client.scim.rotateComplete(id).then(updated(t('adminScim.rotated')))),
        rotateCancel: () => run(client.scim.rotateCancel(id).then(updated(t('adminScim.cancelled')))),
        saveRoles: (rows) =>
          run(
            client.scim
              .updateConnection({ connection_id: id, scim_group_implicit_role_assignments: rows.filter((r) => r.group_id && r.role_id) })
              .then(updated(t('adminScim.saved'))),
          ),
        askRotate: (step) => send({ type: 'askRotate', step }),
        cancelRotate: () => send({ type: 'cancelRotate' }),
        askDelete: () => send({ type: 'askDelete' }),
        cancelDelete: () => send({ type: 'cancelDelete' }),
        remove: () =>
          run(
            client.scim.deleteConnection(id).then(() => {
              send({ type: 'deleted' });
              if (mine()) showToast(toasts, t('adminScim.deleted'), 'success');
            }),
          ),
      }}
    />
  );
}
