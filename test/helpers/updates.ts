// State updates a component asks for, counted: Preact takes them even after the component was
// unmounted (and then skips its render), so a guard against updating after an unmount shows only here.
import { Component } from 'preact';

/** How many state updates the instances of the (function) component `type` asked for while `fn` ran. */
export async function updatesOf(type: unknown, fn: () => Promise<unknown>): Promise<number> {
  const setState = Component.prototype.setState;
  let n = 0;
  // A function component's instance is a Component whose constructor is the function (hooks update
  // it through setState).
  Component.prototype.setState = function (this: Component, ...a: Parameters<typeof setState>) {
    if (this.constructor === type) n++;
    return setState.apply(this, a);
  };
  try {
    await fn();
  } finally {
    Component.prototype.setState = setState;
  }
  return n;
}

/**
 * Waits for Preact's after-paint flush (an animation frame, or 35 ms without one): since Preact 11 an
 * unmounted component's useEffect cleanups run there, as React runs passive destroys after paint.
 */
export const afterPaint = () => new Promise<void>((r) => setTimeout(r, 40));
