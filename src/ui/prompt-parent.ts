// Where Google draws an embedded One Tap prompt (both widgets). Google's script finds its parent
// element with document.getElementById, which does not see into a shadow root: in a shadow-DOM
// mount the prompt goes into an element of the host's light DOM, shown inside the widget through
// <slot name={id}>, as the official widget does. Outside a shadow root the widget's own box is it.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * For the box `box` (its id `id`) while `embedded`: whether the box draws `<slot name={id}>` (a
 * shadow-DOM mount), and the element Google draws into (the box, or the light-DOM element slotted
 * into it; the height is measured there). The light-DOM element goes with the component.
 */
export function usePromptParent(box: RefObject<HTMLElement | null>, id: string, embedded: boolean) {
  const [slotted, setSlotted] = useState(false);
  const target = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const root = box.current?.getRootNode();
    target.current = box.current;
    if (!embedded || !(root instanceof ShadowRoot)) return;
    const light = document.createElement('div');
    light.id = light.slot = id;
    root.host.append(light);
    target.current = light;
    setSlotted(true);
    return () => light.remove();
  }, []);
  return { slotted, target };
}
