import { esmCheck } from './esm.mjs';
export default esmCheck('dist/esm/index.js', 'StytchUIClient');
