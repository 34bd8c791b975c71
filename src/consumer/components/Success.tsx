import { useEffect } from 'react';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { ok } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { useWidget } from '../context';
import { flowComplete } from '../flows';

/** A success screen (green check, title, text); it emits authenticate-flow-complete on display. */
export function Success({ title, text }: { title: string; text: string }) {
  const w = useWidget();
  const t = useText();
  useEffect(() => flowComplete(w), []);
  return (
    <>
      <p class={`${ok} ${cx.heading}`} role="img" aria-label={t('success.icon')}>
        ✓
      </p>
      <Heading>{t(title)}</Heading>
      <p class={cx.text}>{t(text)}</p>
    </>
  );
}
