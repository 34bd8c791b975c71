// dist/featherlogin.elements.js: the custom elements (src/ui/element.ts) for script-tag pages,
// next to featherlogin.js and/or featherlogin.b2b.js. A second copy on the page changes nothing:
// the first definitions, and the classes exposed with them, stay.
import * as elements from '../../ui/element';
import { expose } from './expose';

if (typeof customElements !== 'undefined' && !customElements.get('stytch-ui')) {
  elements.defineElements();
  expose({ ...elements });
}
