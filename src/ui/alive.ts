// Whether a component is still mounted: the late answer to a request it made then draws nothing in a
// view the user has left (gone back, opened another item).
import { useEffect, useRef } from 'react';

export function useAlive(): () => boolean {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);
  return () => alive.current;
}
