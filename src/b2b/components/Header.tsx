import type { ComponentChildren } from 'preact';
import { BackButton } from '../../ui/components/BackButton';
import { Heading } from '../../ui/components/Heading';
import { useTheme } from '../../ui/mount';
import { cx } from '../../ui/styles';
import { useWidget } from './use';

/**
 * A screen's top: optional back arrow (`back`: true pops history; a function goes where it says),
 * the heading (focused on arrival unless `focus` is false: a code-entry screen focuses its first
 * box) and a line of text.
 */
export function Header({
  title,
  text,
  back,
  focus = true,
}: {
  title: string;
  text?: ComponentChildren;
  back?: boolean | (() => void);
  focus?: boolean;
}) {
  const w = useWidget();
  const theme = useTheme();
  return (
    <>
      {back && <BackButton onClick={back === true ? () => w.dispatch({ type: 'back' }) : back} />}
      <Heading hidden={theme.hideHeaderText} focus={focus}>
        {title}
      </Heading>
      {text && <p class={cx.text}>{text}</p>}
    </>
  );
}
