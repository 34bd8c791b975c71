// Shared classes that only lazily loaded screens draw (code entry, lists, consent, success): each chunk
// that uses them carries this module, so the main bundles do not (a chunk's import from styles.ts
// would keep the class there). css.ts writes a rule once, however many chunks define it.
import { css } from './sheet';

/** Small secondary text under a form or in a list. */
export const helper = css`font-size:14px;margin:0;color:var(--fl-secondary);`;
/** Success colour (the success check, a met password rule). */
export const ok = css`color:var(--fl-success);`;
