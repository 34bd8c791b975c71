import { Heading } from '../../ui/components/Heading';
import { Spinner } from '../../ui/components/Spinner';
import { useText } from '../../ui/text';

/** Token authentication on load: 'Logging in' with a spinner. */
export function LoggingIn() {
  const t = useText();
  return (
    <>
      <Heading>{t('loggingIn')}</Heading>
      <Spinner label={t('loggingIn')} />
    </>
  );
}
