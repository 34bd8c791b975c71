import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFieldId } from '../../ui/ids';
import { Button } from '../../ui/components/Button';
import { css } from '../../ui/sheet';
import { lazyComponent } from '../../ui/lazy';
import { loadPhone } from '../../ui/phone-load';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { lazy } from '../../core/chunk';
import { has } from '../config';
import { useWidget } from '../context';
import { manifest } from '../manifest';
import { preloadSteps } from '../lazy';
import type * as Chunk from '../chunks/phone';

// The Text / WhatsApp form of the CDN and ESM main bundles: its code (PhoneForm, PhoneInput, the phone
// rules) is the lazy chunk featherlogin.phoneform.js, loaded when a phone tab shows and preloaded over
// the tabs. The single files, which carry every screen, resolve this module to ./PhoneForm (build.mjs).

/** What was typed before the form's code came, whether the field had the focus, and where it was: the loaded form takes them over (PhoneFormFromDraft.tsx). */
export interface PhoneDraft {
  national: string;
  focus?: boolean;
  at?: Element | null;
}
type Props = { method: 'sms' | 'whatsapp'; draft: PhoneDraft };

/** The form's chunk (its loader here rather than in lazy.ts, which the form's code imports: no import cycle). */
const phoneChunk = lazy(__CDN__ ? manifest.chunks.phone.file : () => import('../chunks/phone'));

/** A phone tab is about to show (pointer or focus on the tabs): its form's code loads meanwhile. */
const preload = () => void phoneChunk().catch(() => {});
export const preloadPhone = { onPointerEnter: preload, onFocusCapture: preload };

/** PhoneInput's 80px country box (the spec's), empty until the list comes. */
const box = css`width:80px;flex:none;`;

/**
 * The form while its code loads, with the phone library next to it: the loaded form's boxes (country
 * box, number field, submit button: nothing moves when it comes) and a number field that already
 * takes typing and focus, which the loaded form keeps (`draft`).
 */
function Pending({ method, draft }: Props) {
  const w = useWidget();
  const t = useText();
  const id = useFieldId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => void loadPhone().catch(() => {}), []);
  // As it goes (before it leaves the page, which may blur its field): where it was, and whether its field had the focus.
  useLayoutEffect(
    () => () => {
      draft.at = form.current?.parentElement;
      draft.focus = !!form.current?.querySelector(':focus');
    },
    [],
  );
  return (
    <form ref={form} class={cx.col} onSubmit={(e) => e.preventDefault()} noValidate aria-busy {...preloadSteps}>
      <div>
        <label for={id} class={cx.label}>
          {t('ui.phone.label')}
        </label>
        <div class={cx.row}>
          <div class={`${cx.input} ${box}`} aria-hidden="true" />
          <input
            id={id}
            class={cx.input}
            type="tel"
            required
            autocomplete={has(w.config, 'passkeys') ? 'tel-national webauthn' : 'tel-national'}
            placeholder={t('ui.phone.placeholder')}
            value={draft.national}
            onInput={(e) => (draft.national = e.currentTarget.value)}
          />
        </div>
      </div>
      <Button type="submit" loading>
        {t(method === 'sms' ? 'main.submit.sms' : 'main.submit.whatsapp')}
      </Button>
    </form>
  );
}

const Lazy = lazyComponent<Props, typeof Chunk>(phoneChunk, 'PhoneFormFromDraft', Pending);

/** The Text / WhatsApp tab's form (its placeholder until the code is in); each tab a draft of its own. */
export function PhoneForm({ method }: { method: Props['method'] }) {
  const [draft] = useState<PhoneDraft>(() => ({ national: '' }));
  return <Lazy method={method} draft={draft} />;
}
