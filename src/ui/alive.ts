// Whether a component is still mounted: the late answer to a request it made then draws nothing in a
// view the user has left (gone back, opened another item). A layout effect: it is set up as the
// component is drawn, so its cleanup runs even when the component goes before effects would run.
import { useLayoutEffect, useRef } from 'react';

export function useAlive(): () => boolean {
  const alive = useRef(true);
  useLayoutEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);
  return () => alive.current;
}
