import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { TextInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { Section, useProfile } from '../kit';
import type { ProfileKey } from '../text';

/** One name field: its label, its value now, its autocomplete token. */
export type NameField = [label: ProfileKey, value: string, autocomplete: string];

/** Name: its fields (a user's first and last name, a member's one name), saved together (user.update / self.update). */
export function NameSection({ fields, save }: { fields: NameField[]; save: (values: string[]) => Promise<unknown> }) {
  const t = useText();
  const p = useProfile();
  const [values, setValues] = useState(() => fields.map((f) => f[1]));
  // A change saved elsewhere (this widget, another tab) shows in the fields the user has not edited
  // since: what they are typing (during a save, say) stays.
  const was = useRef(values);
  const stored = fields.map((f) => f[1]).join('\n');
  useEffect(() => {
    const before = was.current;
    const now = (was.current = fields.map((f) => f[1]));
    setValues((l) => l.map((v, i) => (v === before[i] ? now[i] : v)));
  }, [stored]);
  const trimmed = values.map((v) => v.trim());
  return (
    <Section id="name" title="profile.name.title">
      <form
        class={cx.col}
        onSubmit={(e) => {
          e.preventDefault();
          void p.run('name', () => save(trimmed), t('profile.saved'));
        }}
      >
        {fields.map(([label, , autocomplete], i) => (
          <TextInput
            key={label}
            label={t(label)}
            value={values[i]}
            onInput={(v) => setValues((l) => l.map((x, j) => (j === i ? v : x)))}
            autocomplete={autocomplete}
          />
        ))}
        <Button type="submit" variant="secondary" disabled={p.busy || trimmed.every((v, i) => v === fields[i][1])}>
          {t('profile.save')}
        </Button>
      </form>
    </Section>
  );
}
