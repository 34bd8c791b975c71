// A member's details: status, roles (changeable with update.settings.roles), sign-in factors, and
// the steps the signed-in member may take on them (machine.ts stepsFor), each through the dialog;
// re-invite and reactivate are not destructive and run at once.
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { StatusText } from '../../ui/components/StatusText';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { useAlive } from '../../ui/alive';
import { failureText } from '../../ui/failure-text';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { Member } from '../../wire/types';
import type { Access } from '../access';
import type { AdminPortalOptions } from '../config';
import { assignedRoles, DEFAULT_ROLE, roleDescription, roleName, sortRoles } from '../roles';
import { ax, Checkbox, Group, Note } from '../ui';
import { type Event, inviteOptions, mayChangeRoles, mayReactivate, mayReinvite, stepsFor } from './machine';

export function MemberDetails(p: {
  options: AdminPortalOptions;
  access: Access;
  member: Member;
  send: (e: Event) => void;
  error?: string;
}) {
  const t = useText();
  const m = p.member;
  const config = p.options.config ?? {};
  const { can } = p.access;
  const [roles, setRoles] = useState(() => assignedRoles(m.roles));
  const [status, setStatus] = useState<{ busy?: string; error?: string; done?: string }>({});
  const editRoles = mayChangeRoles(can);
  const shown = sortRoles(p.access.roles, config).filter((r) => r.role_id !== DEFAULT_ROLE);

  // An answer after the admin left these details (Back, another member, Invite) opens nothing and says nothing.
  const alive = useAlive();
  async function act(name: string, call: () => Promise<{ member: Member } | unknown>, done: string) {
    setStatus({ busy: name });
    try {
      const r = await call();
      if (!alive()) return;
      const next = (r as { member?: Member }).member;
      if (next && next.member_id === m.member_id) p.send({ type: 'open', member: next });
      setStatus({ done: t(done) });
    } catch (e) {
      if (alive()) setStatus({ error: failureText(e, t) });
    }
  }
  const o = p.options.client.organization.members;

  return (
    <div class={cx.col}>
      <Heading>{m.name || m.email_address}</Heading>
      <p class={cx.text}>{m.email_address}</p>
      <Note>{t('admin.members.status', { status: t(`admin.members.status.${m.status}`) })}</Note>
      <Group legend={t('admin.members.roles')}>
        <Note>{t('admin.members.defaultRole', { role: DEFAULT_ROLE })}</Note>
        {shown.map((r) => (
          <div key={r.role_id}>
            <Checkbox
              label={roleName(r, config)}
              checked={roles.includes(r.role_id)}
              disabled={!editRoles}
              onChange={(on) => setRoles(on ? [...roles, r.role_id] : roles.filter((x) => x !== r.role_id))}
            />
            {roleDescription(r, config) && <Note>{roleDescription(r, config)}</Note>}
          </div>
        ))}
        {editRoles ? (
          <Button
            variant="secondary"
            loading={status.busy === 'roles'}
            onClick={() => act('roles', () => o.update({ member_id: m.member_id, roles }), 'admin.members.rolesSaved')}
          >
            {t('admin.members.saveRoles')}
          </Button>
        ) : (
          <Note>{t('admin.readOnly')}</Note>
        )}
      </Group>
      <Group legend={t('admin.members.factors')}>
        <ul class={ax.list}>
          {m.mfa_phone_number && <li>{t('admin.members.factor.phone', { phone: m.mfa_phone_number })}</li>}
          {m.totp_registration_id && <li>{t('admin.members.factor.totp')}</li>}
          {m.member_password_id && <li>{t('admin.members.factor.password')}</li>}
          {!m.mfa_phone_number && !m.totp_registration_id && !m.member_password_id && <li>{t('admin.members.factor.none')}</li>}
        </ul>
      </Group>
      <div class={ax.actions}>
        {mayReinvite(m, can, p.access.org) && (
          <Button
            variant="secondary"
            loading={status.busy === 'reinvite'}
            onClick={() =>
              act(
                'reinvite',
                () => p.options.client.magicLinks.email.invite(inviteOptions(m.email_address, m.name, [], config)),
                'admin.members.stepDone',
              )
            }
          >
            {t('admin.members.reinvite')}
          </Button>
        )}
        {mayReactivate(m, can) && (
          <Button
            variant="secondary"
            loading={status.busy === 'reactivate'}
            onClick={() => act('reactivate', () => o.reactivate(m.member_id), 'admin.members.reactivated')}
          >
            {t('admin.members.reactivate')}
          </Button>
        )}
        {stepsFor(m, can).map((step) => (
          <Button key={step} variant="secondary" onClick={() => p.send({ type: 'ask', step, member: m })}>
            {t(`admin.members.step.${step}`)}
          </Button>
        ))}
      </div>
      <ErrorText message={status.error || p.error} />
      <StatusText message={status.done} />
      <Button variant="link" onClick={() => p.send({ type: 'back' })}>
        {t('admin.members.back')}
      </Button>
    </div>
  );
}
