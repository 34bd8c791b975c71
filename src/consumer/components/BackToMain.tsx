import { BackButton } from '../../ui/components/BackButton';
import { useWidget } from '../context';
import { go } from '../flows';

/** The back arrow of the screens after a first step: back to Main. */
export function BackToMain() {
  const w = useWidget();
  return <BackButton onClick={() => go(w, 'Main')} />;
}
