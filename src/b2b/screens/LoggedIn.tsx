import { useEffect } from 'react';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { StytchEventType } from '../../core/enums';

/** 'Success!'; the flow-complete event fires once on display. */
export function LoggedIn() {
  const w = useWidget();
  useEffect(() => w.emit(StytchEventType.AuthenticateFlowComplete), []);
  return <Header title={w.t('loggedIn.title')} text={w.t('loggedIn.text')} />;
}
