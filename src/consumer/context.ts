// What every consumer screen can reach: the client, the config, host callbacks, the machine, the
// project settings. One context value per mounted widget.
import type { BootstrapData } from '../core/bootstrap';
import type { StytchClient } from './StytchUIClient';
import { useAction } from '../ui/action';
import type { Callbacks } from '../ui/events';
import type { ToastStore } from '../ui/toasts';
import type { Text } from '../ui/text';
import { widgetContext } from '../ui/widget-context';
import type { LoginConfig } from './config';
import type { Machine } from './machine';
import type { Registry } from './registry';

export interface W {
  client: StytchClient;
  config: LoginConfig;
  /** The screens and chunks of its config's products (registry.ts). */
  products: Registry;
  callbacks?: Callbacks;
  m: Machine;
  bootstrap: BootstrapData;
  toasts: ToastStore;
  t: Text;
}

const widget = widgetContext<W>('consumer');
export const WidgetContext = widget.Context;
export const useWidget = widget.use;

/** The kit's useAction for a consumer form: the words for an intent that throws go to the machine's form error, which the form shows. */
export function useFormAction() {
  const w = useWidget();
  return useAction((errorMessage) => w.m.dispatch({ type: 'set_error_message', errorMessage }));
}
