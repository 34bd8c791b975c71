import type { ComponentChildren } from 'preact';
import { BackButton } from '../../ui/components/BackButton';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useWidget } from './use';

/**
 * A screen's top: optional back arrow (`back`: true pops history; a function goes where it says),
 * the heading (focused on arrival unless `focus` is false: a code-entry screen focuses its first
 * box) and a line of text; both for assistive technology only when `hidden` (Main's, under
 * hideHeaderText, as the official hides its heading and its 'Confirm your email' line).
 */
export function Header({
  title,
  text,
  back,
  focus = true,
  hidden,
}: {
  title: string;
  text?: ComponentChildren;
  back?: boolean | (() => void);
  focus?: boolean;
  hidden?: boolean;
}) {
  const w = useWidget();
  return (
    <>
      {back && <BackButton onClick={back === true ? () => w.dispatch({ type: 'back' }) : back} />}
      <Heading hidden={hidden} focus={focus}>
        {title}
      </Heading>
      {text && <p class={hidden ? cx.vh : cx.text}>{text}</p>}
    </>
  );
}
