import { esmCheck } from './esm.mjs';
export default esmCheck('dist/esm/headless.js', 'StytchHeadlessClient');
