import { useEffect } from 'react';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { AUTHENTICATE_FLOW_COMPLETE } from '../../ui/events';

/** 'Success!'; the flow-complete event fires once on display. */
export function LoggedIn() {
  const w = useWidget();
  useEffect(() => w.emit(AUTHENTICATE_FLOW_COMPLETE), []);
  return <Header title={w.t('loggedIn.title')} text={w.t('loggedIn.text')} />;
}
