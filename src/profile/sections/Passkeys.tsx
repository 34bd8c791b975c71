import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { TextInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { User } from '../../wire/types';
import { ActionRow, ConfirmRemoval, listCss, RemoveButton, RowButton, Section, useProfile } from '../kit';

export interface PasskeysProps {
  list: User['webauthn_registrations'];
  add: () => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  removable: (id: string) => boolean;
}

/** Passkeys: list, rename, remove (confirmed; never the last way to sign in), add (the registration flow of the passkey widget). */
export function PasskeysSection(o: PasskeysProps) {
  const t = useText();
  const p = useProfile();
  const flow = p.state.section === 'passkeys' ? p.state.flow : { kind: 'idle' as const };
  const [name, setName] = useState('');
  return (
    <Section id="passkeys" title="profile.passkeys.title">
      <ul class={listCss}>
        {o.list.map((k) =>
          flow.kind === 'rename' && flow.id === k.webauthn_registration_id ? (
            <li key={k.webauthn_registration_id}>
              <form
                class={cx.col}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (name.trim()) void p.run('passkeys', () => o.rename(k.webauthn_registration_id, name.trim()), t('profile.saved'));
                }}
                onKeyDown={(e) => e.key === 'Escape' && p.send({ type: 'cancel' })}
              >
                <TextInput label={t('profile.passkeys.name')} value={name} onInput={setName} required />
                <ActionRow label={t('profile.save')} disabled={!name.trim()} />
              </form>
            </li>
          ) : (
            <li key={k.webauthn_registration_id}>
              <span>{k.name}</span>
              <RowButton
                onClick={() => (setName(k.name), p.open('passkeys', { kind: 'rename', id: k.webauthn_registration_id }))}
                label={`${t('profile.passkeys.rename')} ${k.name}`}
              >
                {t('profile.passkeys.rename')}
              </RowButton>
              <RemoveButton
                section="passkeys"
                id={k.webauthn_registration_id}
                name={k.name}
                removable={o.removable(k.webauthn_registration_id)}
              />
            </li>
          ),
        )}
      </ul>
      <ConfirmRemoval section="passkeys" remove={o.remove} />
      <Button variant="secondary" disabled={p.busy} onClick={() => void p.run('passkeys', o.add, t('profile.saved'))}>
        {t('profile.passkeys.add')}
      </Button>
    </Section>
  );
}
