import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { PhoneInput } from '../../ui/components/PhoneInput';
import { EmailInput } from '../../ui/components/TextInput';
import { DEFAULT_PHONE, type PhoneValue, toE164 } from '../../ui/phone';
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
  const [phone, setPhone] = useState<PhoneValue>(DEFAULT_PHONE);
  const flow = p.state.section === c.id ? p.state.flow : { kind: 'idle' as const };
  const rows = attachedContacts(c.list, flow.kind === 'add' ? flow.value : undefined);
  const typed = c.channel === 'email' ? value.trim() : phone.national.trim();
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
            // A number is checked as the login widget checks it (its region, or the + it was typed with)
            // and sent in E.164; one it refuses is said at the field, as is an address or number the API refuses.
            const sent = async () => {
              const v = c.channel === 'email' ? typed : await toE164(phone);
              if (!v) throw Object.assign(new Error('invalid phone number'), { error_type: 'invalid_phone_number' });
              return { kind: 'add' as const, channel: c.channel, value: v, methodId: await c.send!(v) };
            };
            void p.run(c.id, sent, undefined, true);
          }}
        >
          {c.channel === 'email' ? (
            <EmailInput value={value} onInput={setValue} required error={fieldError(p, c.id)} />
          ) : (
            <PhoneInput value={phone} onChange={setPhone} autocomplete="tel-national" error={fieldError(p, c.id)} />
          )}
          <ActionRow label={t('profile.save')} disabled={!typed} />
        </form>
      )}
      {flow.kind === 'add' && flow.methodId && (
        <CodeEntry destination={flow.value} onCode={(code) => p.run(c.id, () => c.verify(flow.methodId!, code), t('profile.saved'))} />
      )}
      {flow.kind === 'idle' && c.send && (
        <Button
          variant="secondary"
          disabled={p.busy}
          onClick={() => (setValue(''), setPhone(DEFAULT_PHONE), p.open(c.id, { kind: 'add', channel: c.channel, value: '' }))}
        >
          {t(c.addLabel)}
        </Button>
      )}
    </Section>
  );
}
