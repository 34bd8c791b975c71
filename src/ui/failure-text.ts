// The words for a failed call where the part has no message of its own for it (the account pages,
// the Admin Portal): errorText's, else the widgets' 'Something went wrong. Please try again.'.
import { errorText } from './error-text';
import type { T } from './text';

export const failureText = (e: unknown, t: T) => errorText(e, t) || t('ui.loadError');
