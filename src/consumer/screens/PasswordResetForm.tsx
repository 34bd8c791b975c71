import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { PasswordStrength } from '../../ui/components/PasswordStrength';
import { useFieldId } from '../../ui/ids';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';
import { loginWithResetToken, resetByEmail, startOverFromReset } from '../stepFlows';
import { useStrength } from '../components/useStrength';

/** 'Reset your password': new password with the strength meter; Continue only when valid. */
export function PasswordResetForm() {
  const w = useWidget();
  const t = useText();
  const [password, setPassword] = useState('');
  const { busy, act } = useFormAction();
  const [kind, setKind] = useState<'reset' | 'login'>('reset');
  const strength = useStrength();
  const strengthId = useFieldId(); // the rules under the field describe it
  const error = w.m.state.value.formState.errorMessage;
  // The label follows the action that runs: set inside act, so a second trigger while one runs changes nothing.
  const run = (k: 'reset' | 'login', op: () => Promise<unknown>) =>
    act(() => {
      setKind(k);
      return attempt(w, op);
    });
  return (
    <>
      <Heading>{t('password.reset.title')}</Heading>
      <form
        class={cx.col}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (strength.valid) run('reset', () => resetByEmail(w, password));
        }}
      >
        <PasswordInput
          label={t('password.reset.label')}
          value={password}
          autocomplete="new-password"
          onInput={(v) => {
            setPassword(v);
            strength.check(v);
          }}
          error={error || strength.error}
          describedBy={strengthId}
          valid={strength.valid}
        />
        <PasswordStrength
          id={strengthId}
          result={strength.result}
          minLength={w.bootstrap.passwordConfig?.ludsMinimumCount}
          complexity={w.bootstrap.passwordConfig?.ludsComplexity}
        />
        <Button type="submit" loading={busy && kind === 'reset'} disabled={!strength.valid || busy}>
          {t('password.continue')}
        </Button>
      </form>
      <Button variant="link" disabled={busy} onClick={() => run('login', () => loginWithResetToken(w))}>
        {t(busy && kind === 'login' ? 'password.reset.loggingIn' : 'password.loginWithout')}
      </Button>
      {error && (
        <Button variant="link" disabled={busy} onClick={() => startOverFromReset(w)}>
          {t('password.reset.startOver')}
        </Button>
      )}
    </>
  );
}
