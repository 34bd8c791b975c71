import { Heading } from '../../ui/components/Heading';
import { useText } from '../../ui/text';
import type { SectionProps } from '../sections';
export function Members(_: SectionProps) {
  const t = useText();
  return <Heading>{t('admin.members.title')}</Heading>;
}
