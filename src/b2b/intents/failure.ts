// How a failed call of the MFA and reset intents reads inline (section 8).
import { errorText } from '../../ui/error-text';
import type { Widget } from '../widget';

/** The words for its error_type or the server's message, else the default message. */
export const failure = (w: Widget, e: unknown) => errorText(e, w.t) || w.t('err.default');
