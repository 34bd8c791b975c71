import { Heading } from '../../ui/components/Heading';
import { useText } from '../../ui/text';
import type { SectionProps } from '../sections';
export function OrgSettings(_: SectionProps) {
  const t = useText();
  return <Heading>{t('admin.org.title')}</Heading>;
}
