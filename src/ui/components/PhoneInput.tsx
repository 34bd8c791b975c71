import { useEffect, useId, useRef, useState } from 'react';
import { countries, DEFAULT_PHONE, formatNational, loadPhone, type PhoneValue } from '../phone';
import { css } from '../css';
import { cx } from '../styles';
import { useText } from '../text';
import { ErrorText } from './ErrorText';

/** The country select (this component's class). */
const select = css`width:80px;flex:none;padding:0 4px;`;

/** Country names in the catalogue's language (`ui.phone.locale`, 'en'), cached per locale. */
const namers: Record<string, Intl.DisplayNames | null> = {};
const countryName = (locale: string, c: string) => {
  let n = namers[locale];
  if (n === undefined) {
    try {
      n = namers[locale] = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      n = namers[locale] = null;
    }
  }
  return n?.of(c) || c;
};

/**
 * Country select ('+code Country', 80px, default US) and the national number. Rendering it is
 * what requests the phone chunk. A formatting result is dropped when the field changed meanwhile.
 */
export function PhoneInput({ value = DEFAULT_PHONE, onChange, error, autocomplete = 'tel-national' }: { value?: PhoneValue; onChange: (v: PhoneValue) => void; error?: string; autocomplete?: string }) {
  const t = useText();
  const id = useId();
  const [list, setList] = useState<[string, string][]>([[DEFAULT_PHONE.country, DEFAULT_PHONE.callingCode]]);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    loadPhone().then((l) => setList(countries(l)), () => {});
  }, []);
  const type = (national: string) => {
    const v = { ...latest.current, national };
    onChange(v);
    latest.current = v;
    formatNational(v.country, national).then((f) => {
      if (latest.current === v && f !== national) onChange((latest.current = { ...v, national: f }));
    });
  };
  return (
    <div>
      <div class={cx.row}>
        <label for={`${id}-c`} class={cx.vh}>
          {t('ui.phone.country')}
        </label>
        <select
          id={`${id}-c`}
          class={`${cx.input} ${select}`}
          value={value.country}
          onChange={(e) => {
            const c = (e.currentTarget as HTMLSelectElement).value;
            const code = list.find(([r]) => r === c)?.[1] || value.callingCode;
            onChange((latest.current = { ...value, country: c, callingCode: code }));
          }}
        >
          {list.map(([r, code]) => (
            <option key={r} value={r}>{`+${code} ${countryName(t('ui.phone.locale'), r)}`}</option>
          ))}
        </select>
        <label for={id} class={cx.vh}>
          {t('ui.phone.label')}
        </label>
        <input
          id={id}
          class={cx.input}
          type="tel"
          required
          autocomplete={autocomplete}
          placeholder={t('ui.phone.placeholder')}
          value={value.national}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onInput={(e) => type((e.currentTarget as HTMLInputElement).value)}
        />
      </div>
      <ErrorText id={`${id}-e`} message={error} />
    </div>
  );
}
