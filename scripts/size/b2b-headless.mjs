import { esmCheck } from './esm.mjs';
export default esmCheck('dist/esm/b2b-headless.js', 'StytchB2BHeadlessClient');
