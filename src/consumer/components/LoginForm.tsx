import { useState } from 'react';
import { useFieldId } from '../../ui/ids';
import { cx } from '../../ui/styles';
import { css } from '../../ui/sheet';
import { useText } from '../../ui/text';
import type { OTPMethod } from '../config';
import { useWidget } from '../context';
import { EmailForm } from './EmailForm';
import { PhoneForm, preloadPhone } from './PhoneFormPlaceholder';

// Tabs touch (one underline) and share equal heights whatever script their labels are in; each starts
// from its label's width and they share the rest, so a long label ('Correo electrónico', Arabic at
// 320px) takes room from short ones instead of wrapping.
const listCss = css`display:flex;`; // align-items stretches by default (cx.row centres)
const tabCss = css`flex:1 1 auto;background:none;border:0;border-bottom:2px solid var(--fl-c-border);padding:8px 4px;font:inherit;color:var(--fl-secondary);cursor:pointer;&[aria-selected='true']{border-color:var(--fl-primary); color:var(--fl-primary); font-weight:600;}`;

/** The email/phone form, with Text / WhatsApp / Email tabs only when more than one applies. */
export function LoginForm({ methods }: { methods: OTPMethod[] }) {
  const t = useText();
  const w = useWidget();
  const id = useFieldId();
  // Back from the passcode screen: the tab of the number sent to (a phone typed there), else the first.
  const [tab, setTab] = useState(() => {
    const o = w.m.state.value.formState.otpState;
    return o.phone ? o.type : methods[0];
  });
  const current = methods.includes(tab) ? tab : methods[0];
  const form = current === 'email' ? <EmailForm /> : <PhoneForm key={current} method={current} />;
  if (methods.length < 2) return form;
  /** Selects and focuses tab i (wrapping), a sibling of `tab`: the arrow keys move the focus with the selection. */
  const select = (i: number, tab: Element) => {
    const n = (i + methods.length) % methods.length;
    w.m.dispatch({ type: 'clear_error_message' });
    setTab(methods[n]);
    (tab.parentElement?.children[n] as HTMLElement | undefined)?.focus();
  };
  return (
    <div class={cx.col}>
      <div role="tablist" aria-label={t('main.tabs')} class={listCss} {...preloadPhone}>
        {methods.map((m, i) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`${id}-${m}`}
            aria-selected={m === current}
            tabIndex={m === current ? 0 : -1}
            class={tabCss}
            onClick={(e) => select(i, e.currentTarget)}
            onKeyDown={(e) => {
              // Arrows move the way the tabs are laid out: right to left, ArrowLeft is the next tab.
              const d = e.currentTarget.closest('[dir=rtl]') ? -1 : 1;
              if (e.key === 'ArrowRight') select(i + d, e.currentTarget);
              if (e.key === 'ArrowLeft') select(i - d, e.currentTarget);
              // Home and End: the first and the last tab (the tabs pattern's keys).
              if (e.key === 'Home') e.preventDefault(), select(0, e.currentTarget);
              if (e.key === 'End') e.preventDefault(), select(methods.length - 1, e.currentTarget);
            }}
          >
            {t(`main.tab.${m}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`${id}-${current}`}>
        {form}
      </div>
    </div>
  );
}
