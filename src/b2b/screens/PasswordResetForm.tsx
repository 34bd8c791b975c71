import { useState } from 'react';
import type { B2BStrengthCheckResponse } from '../../wire/types';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { PasswordStrength, type Strength } from '../../ui/components/PasswordStrength';
import { useFieldId } from '../../ui/ids';
import { useStrengthCheck } from '../../ui/strength-check';
import { TextInput } from '../../ui/components/TextInput';
import { useSettings } from '../../ui/settings';
import { useText } from '../../ui/text';
import { Form } from '../components/Form';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { failure } from '../intents/failure';
import { resetPassword, startOver } from '../intents/reset';

/** The strength answer in the shape the shared meter reads. */
export const toStrength = (r: B2BStrengthCheckResponse): Strength & { valid: boolean } => ({
  strength_policy: r.strength_policy,
  score: r.score,
  breached_password: !!r.breached_password,
  feedback: { warning: r.zxcvbn_feedback?.warning, luds_requirements: r.luds_feedback },
  valid: !!r.valid_password,
});

/**
 * 'Set a new password': strength checked on each change, Continue disabled until valid. A refused
 * reset (an expired or spent link) says why and offers the way back to the start.
 */
export function PasswordResetForm() {
  const w = useWidget();
  const t = useText();
  const s = w.state.value;
  const email = s.form.passwordEmail || s.primary.email || '';
  const [password, setPassword] = useState('');
  const strengthId = useFieldId(); // the rules under the field describe it (an id unique on the page)
  // Checked on each change; a failed check (too many requests, offline) says why Continue waits. It
  // is not a refused reset, so it offers no way back to the start.
  const strength = useStrengthCheck({
    ask: (password) => w.client.passwords.strengthCheck(email ? { password, email_address: email } : { password }),
    valid: (r) => !!r.valid_password,
    words: (e) => failure(w, e),
    report: w.report,
  });
  const { busy, error, act } = useAction();
  // The policy's numbers as the settings say (on a reset link opened on a new device they arrive
  // after this screen).
  const policy = useSettings(w.client.bootstrap, (b) => b.passwordConfig);
  return (
    <>
      <Header title={w.t('passwordReset.title')} />
      <Form onSubmit={() => act(() => resetPassword(w, password))}>
        {email && <TextInput label={t('ui.email.label')} value={email} readOnly autocomplete="username" onInput={() => {}} />}
        <PasswordInput
          label={w.t('passwordReset.newLabel')}
          value={password}
          onInput={(v) => (setPassword(v), strength.check(v))}
          autocomplete="new-password"
          describedBy={strengthId}
          valid={strength.valid}
        />
        <PasswordStrength
          id={strengthId}
          result={strength.result && toStrength(strength.result)}
          minLength={policy?.ludsMinimumCount}
          complexity={policy?.ludsComplexity}
        />
        <ErrorText message={error || strength.error} />
        <Button type="submit" loading={busy} disabled={!strength.valid}>
          {w.t('continue')}
        </Button>
      </Form>
      {error && (
        <Button variant="link" disabled={busy} onClick={() => startOver(w)}>
          {w.t('passwordReset.startOver')}
        </Button>
      )}
    </>
  );
}
