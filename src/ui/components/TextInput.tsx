import { useFieldId } from '../ids';
import { cx } from '../styles';
import { useText } from '../text';
import { ErrorText } from './ErrorText';

export interface TextInputProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'email';
  name?: string;
  placeholder?: string;
  autocomplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Shown under the field and announced. */
  error?: string;
  /** Hides the label visually (it stays for assistive technology). */
  hideLabel?: boolean;
}

export function TextInput(p: TextInputProps) {
  const id = useFieldId();
  const errId = `${id}-e`;
  return (
    <div>
      <label for={id} class={p.hideLabel ? cx.vh : cx.label}>
        {p.label}
      </label>
      <input
        id={id}
        class={cx.input}
        {...(p.type === 'email' ? { type: 'email' } : { type: 'text' })}
        name={p.name}
        value={p.value}
        placeholder={p.placeholder}
        autocomplete={p.autocomplete}
        inputMode={p.inputMode}
        required={p.required}
        readOnly={p.readOnly}
        disabled={p.disabled}
        aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={p.error ? errId : undefined}
        onInput={(e) => p.onInput((e.currentTarget as HTMLInputElement).value)}
      />
      <ErrorText id={errId} message={p.error} />
    </div>
  );
}

/** An email field: type email, required, autocomplete email (add 'webauthn' for passkey autofill). */
export function EmailInput(p: Omit<TextInputProps, 'label' | 'type'> & { label?: string }) {
  const t = useText();
  return (
    <TextInput
      type="email"
      inputMode="email"
      required
      autocomplete="email"
      placeholder={t('ui.email.placeholder')}
      {...p}
      label={p.label || t('ui.email.label')}
    />
  );
}
