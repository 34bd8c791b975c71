import { Header } from '../components/Header';
import { PasswordForm } from '../components/PasswordForm';
import { useWidget } from '../components/use';

export function PasswordAuthenticate() {
  const w = useWidget();
  return (
    <>
      <Header back title={w.t('password.title')} />
      <PasswordForm />
    </>
  );
}
