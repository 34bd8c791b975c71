// Script tags of third-party code a widget or client loads when it needs it: Google's One Tap script
// (src/ui/google.ts), the captcha and device-fingerprint scripts (captcha.ts).

const loads: Record<string, Promise<unknown> | undefined> = {};

/**
 * Adds a script tag for `src` with the CSP nonce, once per URL however many callers ask: resolves
 * when it has run. A failed load rejects, and the next call adds a fresh tag.
 */
export const loadScript = (src: string, nonce?: string) =>
  (loads[src] ||= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    if (nonce) s.nonce = nonce;
    s.onload = resolve;
    s.onerror = () => {
      loads[src] = undefined;
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(s);
  }));
