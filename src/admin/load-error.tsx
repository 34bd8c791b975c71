// A section whose first read failed (the policy, the organization, its connections): the error in the
// admin's words and Retry, as a screen whose code could not load (src/ui/lazy.tsx).
import { Button } from '../ui/components/Button';
import { ErrorText } from '../ui/components/ErrorText';
import { cx } from '../ui/styles';
import { useText } from '../ui/text';

export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const t = useText();
  return (
    <div class={cx.col}>
      <ErrorText message={message} />
      <Button onClick={retry}>{t('ui.retry')}</Button>
    </div>
  );
}
