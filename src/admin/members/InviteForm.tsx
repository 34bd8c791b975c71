// Inviting a member: email, optional name and roles; sent with magicLinks.email.invite and the
// config's template, redirect URL and expiry (machine.ts inviteOptions).
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { StatusText } from '../../ui/components/StatusText';
import { ErrorText } from '../../ui/components/ErrorText';
import { EmailInput, TextInput } from '../../ui/components/TextInput';
import { validEmail } from '../../ui/email';
import { failureText } from '../../ui/failure-text';
import { useText } from '../../ui/text';
import type { Access } from '../access';
import type { AdminPortalOptions } from '../config';
import { DEFAULT_ROLE, roleName, sortRoles } from '../roles';
import { Checkbox, Form, Group } from '../ui';
import { type Event, inviteOptions, mayChangeRoles } from './machine';

export function InviteForm(p: { options: AdminPortalOptions; access: Access; send: (e: Event) => void }) {
  const t = useText();
  const config = p.options.config ?? {};
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [s, set] = useState<{ busy?: boolean; error?: string; sent?: string; tried?: boolean }>({});
  const shown = sortRoles(p.access.roles, config).filter((r) => r.role_id !== DEFAULT_ROLE);
  const bad = !validEmail(email.trim());
  async function submit() {
    if (bad) return set({ tried: true });
    set({ busy: true });
    try {
      await p.options.client.magicLinks.email.invite(inviteOptions(email, name, roles, config));
      set({ sent: t('admin.members.sent', { email: email.trim() }) });
      // Cleared for the next invite, unless the admin has already begun it meanwhile.
      setEmail((v) => (v === email ? '' : v));
      setName((v) => (v === name ? '' : v));
      setRoles((v) => (v === roles ? [] : v));
    } catch (e) {
      set({ error: failureText(e, t) });
    }
  }
  return (
    <Form title={t('admin.members.inviteTitle')} onSubmit={submit}>
      <EmailInput
        label={t('admin.members.email')}
        value={email}
        onInput={(v) => (setEmail(v), set((x) => ({ busy: x.busy })))}
        error={s.tried && bad ? t('admin.members.invalidEmail') : undefined}
      />
      <TextInput label={t('admin.members.name')} value={name} onInput={setName} autocomplete="off" />
      {mayChangeRoles(p.access.can) && shown.length > 0 && (
        <Group legend={t('admin.members.roles')}>
          {shown.map((r) => (
            <Checkbox
              key={r.role_id}
              label={roleName(r, config)}
              checked={roles.includes(r.role_id)}
              onChange={(on) => setRoles(on ? [...roles, r.role_id] : roles.filter((x) => x !== r.role_id))}
            />
          ))}
        </Group>
      )}
      <ErrorText message={s.error} />
      <StatusText message={s.sent} />
      <Button type="submit" loading={s.busy}>
        {t('admin.members.send')}
      </Button>
      <Button variant="link" onClick={() => p.send({ type: 'back' })}>
        {t('admin.members.back')}
      </Button>
    </Form>
  );
}
