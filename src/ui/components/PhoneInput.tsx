import { useEffect, useRef, useState } from 'react';
import { useFieldId } from '../ids';
import { DEFAULT_PHONE, formatNational, loadPhone, type PhoneValue } from '../phone';
import { css } from '../sheet';
import { cx } from '../styles';
import { useText } from '../text';
import { ErrorText } from './ErrorText';

/**
 * The country box (the spec's 80px): the closed box shows the region and calling code ('US +1',
 * readable at that width; no flag emoji, which renders as empty boxes where no emoji font is
 * installed); the native select lies over it, invisible, so the open list (full names), typing to
 * find a country and screen readers are the browser's own. Its focus ring is drawn on the box.
 */
const box = css`position:relative;width:80px;flex:none;&:has(select:focus-visible){outline:2px solid var(--fl-primary);outline-offset:2px;border-radius:var(--fl-i-radius);}`;
const shown = css`display:flex;align-items:center;justify-content:space-between;gap:2px;padding:0 6px 0 8px;font-size:14px;white-space:nowrap;&::after{content:'';border:4px solid transparent;border-top:5px solid currentColor;margin-top:5px;}`;
const over = css`position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer;font-size:16px;`;

/**
 * Country box ('US +1' closed, 'United States (+1)' in the list sorted by name, 80px, default US) and the national number. Rendering it is
 * what requests the phone chunk. A formatting result is dropped when the field changed meanwhile.
 */
export function PhoneInput({
  value = DEFAULT_PHONE,
  onChange,
  error,
  autocomplete = 'tel-national',
}: {
  value?: PhoneValue;
  onChange: (v: PhoneValue) => void;
  error?: string;
  autocomplete?: string;
}) {
  const t = useText();
  const id = useFieldId();
  // [region, calling code, name]: the default alone until the phone chunk brings the sorted list.
  const [list, setList] = useState<[string, string, string][]>([[DEFAULT_PHONE.country, DEFAULT_PHONE.callingCode, DEFAULT_PHONE.country]]);
  const locale = t('ui.phone.locale');
  const latest = useRef(value);
  latest.current = value;
  const region = t('ui.phone.region');
  useEffect(() => {
    loadPhone().then(
      (l) => {
        const all = l.countryList(locale);
        setList(all);
        // The language's country (or the locale tag's) replaces the US default while nothing is typed or picked.
        const v = latest.current;
        const r = all.find(([c]) => c === region);
        if (r && v.country === DEFAULT_PHONE.country && v.country !== region && !v.national)
          onChange((latest.current = { ...v, country: r[0], callingCode: r[1] }));
      },
      () => {},
    );
  }, [locale, region]);
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
      <label for={id} class={cx.label}>
        {t('ui.phone.label')}
      </label>
      <div class={cx.row}>
        <label for={`${id}-c`} class={cx.vh}>
          {t('ui.phone.country')}
        </label>
        <div class={box}>
          <div class={`${cx.input} ${shown}`} aria-hidden="true">{`${value.country} +${value.callingCode}`}</div>
          <select
            id={`${id}-c`}
            class={over}
            value={value.country}
            onChange={(e) => {
              const c = (e.currentTarget as HTMLSelectElement).value;
              const code = list.find(([r]) => r === c)?.[1] || value.callingCode;
              onChange((latest.current = { ...value, country: c, callingCode: code }));
            }}
          >
            {list.map(([r, code, name]) => (
              <option key={r} value={r}>{`${name} (+${code})`}</option>
            ))}
          </select>
        </div>
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
