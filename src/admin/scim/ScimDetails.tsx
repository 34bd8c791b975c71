// The connection screen: the base URL to copy; the bearer token once (after create or a rotation
// start) with copy, else its last four; token rotation (start, then complete or cancel); group role
// assignments over the groups the IdP pushed; Delete, confirmed. Without update permission the
// rotation and the assignments are read-only; without delete, Delete is gone.
import { useState } from 'react';
import type { SCIMConnection } from '../../wire/b2b-public-types';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { ak, CopyValue, DeleteStep, GroupRoles, Notice, type RoleOption, useSectionText } from '../sso/kit';
import type { ScimState } from './machine';
import { scimText } from './text';

export interface ScimActions {
  dismissToken: () => void;
  rotateStart: () => void;
  askRotate: (step: 'complete' | 'cancel') => void;
  cancelRotate: () => void;
  rotateComplete: () => void;
  rotateCancel: () => void;
  saveRoles: (rows: { role_id: string; group_id: string }[]) => void;
  askDelete: () => void;
  cancelDelete: () => void;
  remove: () => void;
}

const day = (iso?: string) => (iso ? iso.slice(0, 10) : '');

export function ScimDetails({ s, conn, roles, a }: { s: ScimState; conn: SCIMConnection; roles: RoleOption[]; a: ScimActions }) {
  const t = useSectionText(scimText);
  const edit = !!s.access?.edit;
  const [rows, setRows] = useState(() =>
    (conn.scim_group_implicit_role_assignments ?? []).map((r) => ({ group: r.group_id, role_id: r.role_id })),
  );
  const groups: [string, string][] = s.groups.map((g) => [g.group_id, g.group_name]);
  return (
    <div class={cx.col}>
      <Heading>{conn.display_name || t('adminScim.title')}</Heading>
      {!edit && <Notice>{t('adminScim.readOnly')}</Notice>}
      <CopyValue label={t('adminScim.baseUrl')} value={conn.base_url} />
      {s.shown ? (
        <div class={ak.confirm}>
          <CopyValue label={t(s.shown.next ? 'adminScim.newToken' : 'adminScim.token')} value={s.shown.token} />
          <p class={cx.text} role="alert">
            {t('adminScim.tokenOnce')}
          </p>
          <Button variant="secondary" onClick={a.dismissToken}>
            {t('adminScim.tokenDone')}
          </Button>
        </div>
      ) : (
        <Notice>{t('adminScim.tokenEnding', { last4: conn.bearer_token_last_four, date: day(conn.bearer_token_expires_at) })}</Notice>
      )}
      {edit && (
        <fieldset class={ak.section}>
          <legend>{t('adminScim.rotation')}</legend>
          {conn.next_bearer_token_last_four ? (
            <>
              <Notice>{t('adminScim.rotating', { last4: conn.next_bearer_token_last_four })}</Notice>
              <DeleteStep
                allowed
                asking={s.confirmRotate === 'complete'}
                busy={s.busy}
                label={t('adminScim.rotateComplete')}
                question={t('adminScim.rotateCompleteConfirm', { last4: conn.bearer_token_last_four })}
                yes={t('adminScim.rotateComplete')}
                no={t('adminScim.rotateBack')}
                ask={() => a.askRotate('complete')}
                cancel={a.cancelRotate}
                confirm={a.rotateComplete}
              />
              <DeleteStep
                allowed
                asking={s.confirmRotate === 'cancel'}
                busy={s.busy}
                label={t('adminScim.rotateCancel')}
                question={t('adminScim.rotateCancelConfirm', { last4: conn.next_bearer_token_last_four })}
                yes={t('adminScim.rotateCancel')}
                no={t('adminScim.rotateBack')}
                ask={() => a.askRotate('cancel')}
                cancel={a.cancelRotate}
                confirm={a.rotateCancel}
              />
            </>
          ) : (
            <>
              <Notice>{t('adminScim.rotateHint')}</Notice>
              <Button variant="secondary" onClick={a.rotateStart} loading={s.busy}>
                {t('adminScim.rotateStart')}
              </Button>
            </>
          )}
        </fieldset>
      )}
      {groups.length ? (
        <GroupRoles
          legend={t('adminScim.groupRoles')}
          groupLabel={t('adminScim.group')}
          rows={rows}
          roles={roles}
          groups={groups}
          readOnly={!edit}
          onChange={setRows}
        />
      ) : (
        <Notice>{t('adminScim.noGroups')}</Notice>
      )}
      {edit && groups.length > 0 && (
        <Button
          variant="secondary"
          disabled={s.busy}
          onClick={() => a.saveRoles(rows.map((r) => ({ role_id: r.role_id, group_id: r.group })))}
        >
          {t('adminScim.save')}
        </Button>
      )}
      <ErrorText message={s.error} />
      <DeleteStep
        allowed={!!s.access?.remove}
        asking={s.confirmDelete}
        busy={s.busy}
        label={t('adminScim.delete')}
        question={t('adminScim.deleteConfirm', { name: conn.display_name || t('adminScim.title') })}
        ask={a.askDelete}
        cancel={a.cancelDelete}
        confirm={a.remove}
      />
    </div>
  );
}
