// What every B2B screen reads: the widget core (state, dispatch, config, client, t; intents take it
// as their first argument) through the kit's widget context, and the kit's action hook for forms.
import { useAction } from '../../ui/action';
import { useText } from '../../ui/text';
import { widgetContext } from '../../ui/widget-context';
import type { Widget } from '../widget';

const widget = widgetContext<Widget>('B2B');
export const WidgetContext = widget.Context;
/** The widget; also subscribes the caller to the text context, so a new `strings` re-renders it. */
export function useWidget() {
  useText();
  return widget.use();
}

export { useAction };
