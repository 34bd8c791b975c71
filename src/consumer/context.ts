// What every consumer screen can reach: the client, the config, host callbacks, the machine, the
// project settings. One context value per mounted widget.
import { createContext } from 'preact';
import { useContext } from 'react';
import type { BootstrapData } from '../core/bootstrap';
import type { StytchHeadlessClient } from '../core/consumer/client';
import type { Callbacks } from '../ui/events';
import type { ToastStore } from '../ui/toasts';
import type { T } from '../ui/text';
import type { LoginConfig } from './config';
import type { Machine } from './machine';

export interface W {
  client: StytchHeadlessClient;
  config: LoginConfig;
  callbacks?: Callbacks;
  m: Machine;
  bootstrap: BootstrapData;
  toasts: ToastStore;
  t: T;
}

export const WidgetContext = createContext<W>(null as unknown as W);
export const useWidget = () => useContext(WidgetContext);
