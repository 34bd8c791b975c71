// What every official vanilla-js entry exports besides its client (`@stytch/vanilla-js`, `/headless`,
// `/b2b`, `/b2b/headless` share it): enums and constants, error classes, public types.
export * from '../core/enums';
export * from '../core/errors';
