/** true in the CDN IIFE builds (lazy chunks load by script tag), false in ESM builds (dynamic import). */
declare const __CDN__: boolean;
