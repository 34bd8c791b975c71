import { useLayoutEffect } from 'react';
import { PhoneForm } from './PhoneForm';
import type { PhoneDraft } from './PhoneFormPlaceholder';

/**
 * The loaded Text / WhatsApp form in its placeholder's place (chunks/phone.ts): what was typed into
 * the placeholder is typed again (formatted as any typing), and the focus, caret at the end, comes
 * back if the placeholder's field had it. Apart from PhoneForm, which the single files carry alone.
 */
export function PhoneFormFromDraft({ method, draft }: { method: 'sms' | 'whatsapp'; draft: PhoneDraft }) {
  useLayoutEffect(() => {
    const el = draft.at?.querySelector<HTMLInputElement>('input[type=tel]');
    if (!el) return;
    if (draft.national) (el.value = draft.national), el.dispatchEvent(new Event('input', { bubbles: true }));
    if (draft.focus) el.focus(), el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  return <PhoneForm method={method} />;
}
