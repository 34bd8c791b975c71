// What every B2B screen reads: the widget core (state, dispatch, config, client, t; intents take it
// as their first argument) through the kit's widget context, and the kit's action hook for forms.
import { useAction } from '../../ui/action';
import { useText } from '../../ui/text';
import { showToast } from '../../ui/toast-show';
import { useToasts } from '../../ui/toasts';
import { here } from '../intents/core';
import { widgetContext } from '../../ui/widget-context';
import type { Widget } from '../widget';
import type { B2BKey } from '../text';

const widget = widgetContext<Widget>('B2B');
export const WidgetContext = widget.Context;
/** The widget; also subscribes the caller to the text context, so a new `strings` re-renders it. */
export function useWidget() {
  useText();
  return widget.use();
}

export { useAction };

/**
 * A screen's resend: `send` (an intent answering words for a failure) through the screen's own action,
 * then the `done` toast, only to a user still on the screen that resent (Back or 'Try again'
 * meanwhile: the answer says nothing).
 */
export function useResend(send: () => Promise<string | void>, done: B2BKey) {
  const w = useWidget();
  const toasts = useToasts();
  const action = useAction();
  const resend = () => {
    const still = here(w);
    return action.act(send).then((r) => !r && still() && showToast(toasts, w.t(done), 'success'));
  };
  return { ...action, resend };
}
