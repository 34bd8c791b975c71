import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { EmailInput, TextInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { ActionRow, CodeEntry, ConfirmRemoval, fieldError, listCss, RemoveButton, Section, useProfile } from '../kit';
import type { Channel } from '../machine';
import { attachedContacts } from '../rules';
import type { ProfileKey } from '../text';

export interface Contact {
  id: string;
  value: string;
  verified: boolean;
}

export interface ContactsProps {
  id: string;
  title: ProfileKey;
  addLabel: ProfileKey;
  channel: Channel;
  list: Contact[];
  /** Sends a code to a new address or number; answers the method id the code is for. */
  send?: (value: string) => Promise<string>;
  /** Checks the code: only then does the new address or number join the account. */
  verify: (methodId: string, code: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Whether it may go (not the last way to sign in). */
  removable: (id: string) => boolean;
}

/**
 * Emails or phone numbers: the list, add with a code (the factor attaches only once the code is
 * right), remove after a confirmation, never the last way to sign in.
 */
export function ContactsSection(c: ContactsProps) {
  const t = useText();
  const p = useProfile();
  const [value, setValue] = useState('');
  const flow = p.state.section === c.id ? p.state.flow : { kind: 'idle' as const };
  const rows = attachedContacts(c.list, flow.kind === 'add' ? flow.value : undefined);
  return (
    <Section id={c.id} title={c.title}>
      <ul class={listCss}>
        {rows.map((x) => (
          <li key={x.id}>
            <span>
              <bdi>{x.value}</bdi>
              {x.verified && <span class={helper}> · {t('profile.verified')}</span>}
            </span>
            <RemoveButton section={c.id} id={x.id} name={x.value} removable={c.removable(x.id)} />
          </li>
        ))}
      </ul>
      <ConfirmRemoval section={c.id} remove={c.remove} />
      {flow.kind === 'add' && !flow.methodId && c.send && (
        <form
          class={cx.col}
          onSubmit={(e) => {
            e.preventDefault();
            // A number as people write it ('+1 555 555-0199'): sent as the API takes it, digits after the +.
            const v = c.channel === 'email' ? value.trim() : value.replace(/[\s().-]/g, '');
            // A refusal (an invalid or taken address or number) shows at the field, not under Save.
            const sent = async () => ({ kind: 'add' as const, channel: c.channel, value: v, methodId: await c.send!(v) });
            void p.run(c.id, sent, undefined, true);
          }}
        >
          {c.channel === 'email' ? (
            <EmailInput value={value} onInput={setValue} required error={fieldError(p, c.id)} />
          ) : (
            <TextInput
              label={t('ui.phone.label')}
              value={value}
              onInput={setValue}
              inputMode="tel"
              autocomplete="tel"
              required
              error={fieldError(p, c.id)}
            />
          )}
          <ActionRow label={t('profile.save')} disabled={!value.trim()} />
        </form>
      )}
      {flow.kind === 'add' && flow.methodId && (
        <CodeEntry destination={flow.value} onCode={(code) => p.run(c.id, () => c.verify(flow.methodId!, code), t('profile.saved'))} />
      )}
      {flow.kind === 'idle' && c.send && (
        <Button
          variant="secondary"
          disabled={p.busy}
          onClick={() => (setValue(''), p.open(c.id, { kind: 'add', channel: c.channel, value: '' }))}
        >
          {t(c.addLabel)}
        </Button>
      )}
    </Section>
  );
}
