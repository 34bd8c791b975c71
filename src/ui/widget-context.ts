// The widget kit's context: one value per mounted widget (its core: state, dispatch, config,
// client, text, callbacks), read by every screen; used outside its widget, it throws instead of
// handing out a null that a cast would hide.
import { createContext } from 'react';
import { useContext } from 'react';

export function widgetContext<W>(name: string) {
  const Context = createContext<W | null>(null);
  const use = (): W => {
    const w = useContext(Context);
    if (!w) throw new Error(`featherlogin: ${name} screens render inside their widget`);
    return w;
  };
  return { Context, use };
}
