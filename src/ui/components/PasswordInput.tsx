import { useEffect, useRef, useState } from 'react';
import { useFieldId } from '../ids';
import { cx } from '../styles';
import { addText, useText } from '../text';
import { ErrorText } from './ErrorText';
import { Icon } from './Icon';
import { passwordText } from '../text-password';

addText(passwordText); // this component's strings (src/ui/text-password.ts)

export interface PasswordInputProps {
  value: string;
  onInput: (value: string) => void;
  label?: string;
  /** 'current-password' to log in, 'new-password' to create or reset. */
  autocomplete?: 'current-password' | 'new-password';
  error?: string;
  describedBy?: string;
  /**
   * A new password's strength verdict for this value (false until its check answers valid), on a form
   * whose submit stays disabled meanwhile: Enter pressed before then is held (the browser drops it on
   * a disabled submit button) and submits the form once the verdict is valid; a refused or changed
   * password drops it.
   */
  valid?: boolean;
}

/**
 * A password field with a show/hide toggle: a button named for what it does next ('Show password' /
 * 'Hide password'), without aria-pressed (a changing name plus a pressed state reads as a double negative).
 */
export function PasswordInput(p: PasswordInputProps) {
  const t = useText();
  const id = useFieldId();
  const [shown, setShown] = useState(false);
  const errId = `${id}-e`;
  const field = useRef<HTMLInputElement>(null);
  // The value Enter was pressed on while it was not yet known valid.
  const held = useRef<string | null>(null);
  useEffect(() => {
    if (held.current !== p.value) held.current = null;
    else if (p.valid) {
      held.current = null;
      field.current?.form?.requestSubmit();
    }
  }, [p.value, p.valid]);
  return (
    <div>
      <label for={id} class={cx.label}>
        {p.label || t('ui.password.label')}
      </label>
      <div class={cx.row}>
        <input
          ref={field}
          id={id}
          class={cx.input}
          {...(shown ? { type: 'text' } : { type: 'password' })}
          value={p.value}
          required
          autocomplete={p.autocomplete || 'current-password'}
          aria-invalid={p.error ? 'true' : undefined}
          aria-describedby={[p.error && errId, p.describedBy].filter(Boolean).join(' ') || undefined}
          onInput={(e) => p.onInput((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.isComposing && p.valid === false) {
              e.preventDefault();
              held.current = p.value;
            }
          }}
        />
        <button
          type="button"
          class={cx.link}
          aria-label={t(shown ? 'ui.password.hide' : 'ui.password.show')}
          onClick={() => setShown(!shown)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} />
        </button>
      </div>
      <ErrorText id={errId} message={p.error} />
    </div>
  );
}
