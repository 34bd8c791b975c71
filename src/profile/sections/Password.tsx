import { useContext, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { PasswordStrength, type Strength } from '../../ui/components/PasswordStrength';
import { reportError } from '../../ui/events';
import { failureText } from '../../ui/failure-text';
import { useFieldId } from '../../ui/ids';
import { CallbacksContext } from '../../ui/mount';
import { useStrengthCheck } from '../../ui/strength-check';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { ActionRow, Section, useProfile } from '../kit';

export interface PasswordProps {
  has: boolean;
  /** The account's sign-in name (an email): a password manager files the new password under it. */
  username?: string;
  /** The server's strength check of a candidate (the login widget's meter shows it). */
  check: (password: string) => Promise<Strength & { valid_password: boolean }>;
  /** Sets the password (current is given when one is set); a breached or weak one is refused with the API's words. */
  save: (password: string, current?: string) => Promise<unknown>;
  minLength?: number;
  complexity?: number;
}

/** Password: set one, or change it with the current one; the strength meter as in the login widget. */
export function PasswordSection(o: PasswordProps) {
  const t = useText();
  const p = useProfile();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const strengthId = useFieldId(); // the rules under the field describe it (an id unique on the page)
  // Checked on each change; a failed check (too many requests, offline) says at the field why Save waits.
  const callbacks = useContext(CallbacksContext);
  const strength = useStrengthCheck({
    ask: o.check,
    valid: (r) => r.valid_password,
    words: (e) => failureText(e, t),
    report: (e) => reportError(callbacks, e),
  });
  const open = p.state.section === 'password' && p.state.flow.kind === 'rename';
  // Save only with a password the check found valid (and the current one, to change it).
  const ready = strength.valid && (!o.has || !!current);
  const onNew = (v: string) => (setNext(v), strength.check(v));
  return (
    <Section id="password" title="profile.password.title">
      <p class={helper}>{t(o.has ? 'profile.password.isSet' : 'profile.password.notSet')}</p>
      {open ? (
        <form
          class={cx.col}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void p
              .run('password', () => o.save(next, o.has ? current : undefined), t('profile.saved'))
              .then((ok) => ok && (setCurrent(''), setNext(''), strength.check('')));
          }}
        >
          {o.username && <input type="text" autocomplete="username" value={o.username} readOnly hidden />}
          {o.has && (
            <PasswordInput label={t('profile.password.current')} value={current} onInput={setCurrent} autocomplete="current-password" />
          )}
          <PasswordInput
            label={t('profile.password.new')}
            value={next}
            onInput={onNew}
            autocomplete="new-password"
            describedBy={strengthId}
            valid={ready}
            error={strength.error || undefined}
          />
          <PasswordStrength id={strengthId} result={strength.result} minLength={o.minLength} complexity={o.complexity} />
          <ActionRow label={t('profile.save')} disabled={!ready} />
        </form>
      ) : (
        <Button variant="secondary" disabled={p.busy} onClick={() => p.open('password', { kind: 'rename', id: 'password' })}>
          {t(o.has ? 'profile.password.change' : 'profile.password.set')}
        </Button>
      )}
    </Section>
  );
}
