import { esmCheck } from './esm.mjs';
export default esmCheck('dist/esm/b2b.js', 'StytchB2BUIClient');
