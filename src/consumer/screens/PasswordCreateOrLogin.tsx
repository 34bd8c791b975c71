import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Divider } from '../../ui/components/Divider';
import { Heading } from '../../ui/components/Heading';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { PasswordStrength } from '../../ui/components/PasswordStrength';
import { useFieldId } from '../../ui/ids';
import { EmailInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { has, otpMethods } from '../config';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';
import { forgotPassword, loginWithoutPassword, passwordCreate, passwordLogin } from '../stepFlows';
import { useStrength } from '../components/useStrength';
import { BackToMain } from '../components/BackToMain';

/**
 * By user type: new (a login link or code, or create a password), password (log in, or a link or
 * code). A passwordless user never comes here: the lookup sent them a link or code (stepFlows.ts).
 */
export function PasswordCreateOrLogin() {
  const w = useWidget();
  const t = useText();
  const { passwordState, errorMessage } = w.m.state.value.formState;
  const { email, type } = passwordState;
  const [password, setPassword] = useState('');
  const { busy, act } = useFormAction();
  const strength = useStrength(email);
  const strengthId = useFieldId(); // the rules under a new password's field describe it
  const eml = has(w.config, 'emailMagicLinks');
  const emailOtp = otpMethods(w.config).includes('email');
  const run = (op: () => Promise<unknown>) => act(() => attempt(w, op));
  // The optional secondary action: a login link or code instead of a password.
  const secondary = (eml || emailOtp) && (
    <Button variant="secondary" disabled={busy} onClick={() => run(() => loginWithoutPassword(w, email))}>
      {t(eml ? 'password.emailLink' : 'password.emailCode')}
    </Button>
  );
  const create = type === 'new';
  return (
    <>
      <BackToMain />
      <Heading>{t(create ? 'password.new.title' : 'password.login.title')}</Heading>
      {create && secondary && (
        <>
          <p class={cx.text}>{t('password.passwordless.text')}</p>
          {secondary}
          <Divider />
        </>
      )}
      {create && <p class={cx.text}>{t('password.new.text')}</p>}
      <form
        class={cx.col}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          run(() => (create ? passwordCreate(w, email, password) : passwordLogin(w, email, password)));
        }}
      >
        <EmailInput value={email} onInput={() => {}} readOnly autocomplete="username" />
        <PasswordInput
          value={password}
          autocomplete={create ? 'new-password' : 'current-password'}
          onInput={(v) => {
            setPassword(v);
            if (create) strength.check(v);
          }}
          error={errorMessage || strength.error}
          describedBy={create ? strengthId : undefined}
          valid={create ? strength.valid : undefined}
        />
        {create && (
          <PasswordStrength
            id={strengthId}
            result={strength.result}
            minLength={w.bootstrap.passwordConfig?.ludsMinimumCount}
            complexity={w.bootstrap.passwordConfig?.ludsComplexity}
          />
        )}
        <Button type="submit" loading={busy} disabled={!password || (create && !strength.valid)}>
          {t('password.continue')}
        </Button>
      </form>
      {!create && (
        <Button variant="link" disabled={busy} onClick={() => run(() => forgotPassword(w, email))}>
          {t('password.forgot')}
        </Button>
      )}
      {!create && secondary && (
        <>
          <Divider />
          {secondary}
        </>
      )}
    </>
  );
}
