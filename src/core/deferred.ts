// The deferred core: what runs only once a request is made (the request engine, the bootstrap
// answer's reader). The core imports it as ./deferred-later, whose stubs load it on first use (the
// headless bundles, ESM builds); the widget bundles and the single files, whose first screens
// request at once, resolve ./deferred-later to this module instead (build.mjs, `coreInBundle`).
export { requester } from './request';
export { fromWire } from './settings-wire';
