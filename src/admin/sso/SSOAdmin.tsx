// The SSO section's root: reads what the member may do (no request before, none they may not make),
// then the connections, and shows one screen at a time from the machine (machine.ts); performs the
// calls and sends their outcomes to it.
import { showToast } from '../../ui/toast-show';
import { useToasts } from '../../ui/toasts';
import type { AdminClient, AdminPortalSSOUIConfig } from './config';
import { ConnectionDetails } from './ConnectionDetails';
import { ConnectionList } from './ConnectionList';
import { useSectionText } from './kit';
import { current, initial, type NewChoice, sso } from './machine';
import { NewConnection } from './NewConnection';
import { useConnectionSection } from './section';
import { type Conn, type Form, ssoAccess, updateOf } from './rules';
import { ssoText } from './text';

export interface SSOSectionProps {
  client: AdminClient;
  config?: AdminPortalSSOUIConfig;
}

const saml = (c: object) => ({ ...c, kind: 'saml' }) as Conn;
const oidc = (c: object) => ({ ...c, kind: 'oidc' }) as Conn;

export function SSOSection({ client, config }: SSOSectionProps) {
  const t = useSectionText(ssoText);
  const toasts = useToasts();
  const { s, send, failed, mine, roles, gate, run } = useConnectionSection(client, config, sso, initial, (send, failed) =>
    ssoAccess(client.rbac.isAuthorized).then((access) => {
      send({ type: 'access', access });
      if (!access.view) return;
      Promise.all([client.sso.getConnections(), client.organization.get()]).then(
        ([r, org]) =>
          send({
            type: 'loaded',
            conns: [...r.saml_connections.map(saml), ...r.oidc_connections.map(oidc)],
            defaultId: org?.sso_default_connection_id ?? null,
          }),
        failed,
      );
    }, failed),
  );
  const conn = current(s);

  const create = (c: NewChoice) =>
    run(
      (c.protocol === 'saml' ? client.sso.saml : client.sso.oidc)
        .createConnection({ display_name: c.name, identity_provider: c.idp })
        .then((r) => send({ type: 'created', conn: (c.protocol === 'saml' ? saml : oidc)(r.connection) })),
    );

  const save = async (c: Conn, f: Form) => {
    if (c.kind === 'saml' && f.metadata_url)
      await client.sso.saml.updateConnectionByURL({ connection_id: c.connection_id, metadata_url: f.metadata_url });
    const o = updateOf(c, f) as { connection_id: string };
    const r =
      c.kind === 'saml'
        ? saml((await client.sso.saml.updateConnection(o)).connection)
        : oidc((await client.sso.oidc.updateConnection(o)).connection);
    send({ type: 'saved', conn: r });
  };

  const waiting = gate(!!s.conns, t('adminSso.title'), t('adminSso.denied'));
  if (waiting) return waiting;
  if (s.screen.name === 'new') return <NewConnection busy={s.busy} error={s.error} back={() => send({ type: 'back' })} create={create} />;
  if (conn)
    return (
      <ConnectionDetails
        key={conn.connection_id}
        s={s}
        conn={conn}
        roles={roles}
        a={{
          back: () => send({ type: 'back' }),
          save: (f) => run(save(conn, f)),
          makeDefault: () =>
            run(
              client.organization
                .update({ sso_default_connection_id: conn.connection_id })
                .then(() => send({ type: 'default', id: conn.connection_id })),
            ),
          test: () =>
            client.sso
              .start({
                connection_id: conn.connection_id,
                login_redirect_url: config?.testLoginRedirectURL,
                signup_redirect_url: config?.testSignupRedirectURL,
              })
              .catch(failed),
          askDelete: () => send({ type: 'askDelete' }),
          cancelDelete: () => send({ type: 'cancelDelete' }),
          remove: () =>
            run(
              client.sso.deleteConnection(conn.connection_id).then(() => {
                send({ type: 'deleted', id: conn.connection_id });
                if (mine()) showToast(toasts, t('adminSso.deleted'), 'success');
              }),
            ),
        }}
      />
    );
  return <ConnectionList s={s} open={(id) => send({ type: 'open', id })} create={() => send({ type: 'new' })} />;
}
