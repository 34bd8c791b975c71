// Spec rules of the shared UI pinned with the spec's own numbers (B2B spec section 9, consumer
// spec tables): each assertion fails when its rule changes (issue 16's audit found these loose).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dismissToast, mountWidget, showToast, toastCx, useToasts } from '../../src/ui';
import { Countdown } from '../../src/ui/components/Countdown';
import { LoadingBar, PROGRESS_MS } from '../../src/ui/components/LoadingBar';
import { fakeUiClock, flush, host, text } from './util';

const clock = fakeUiClock();
const show = (node: any) => {
  const el = host();
  mountWidget('#app', node);
  return el;
};
let api: ReturnType<typeof useToasts> | undefined;
const Grab = () => ((api = useToasts()), null);
const visible = () => api!.list.value.filter((t) => t.visible).map((t) => t.message);

test('toast durations: blank 4 s, error 4 s, success 2 s, custom 4 s, loading until dismissed', async () => {
  show(<Grab />);
  for (const [type, ms] of [
    ['blank', 4000],
    ['error', 4000],
    ['success', 2000],
    ['custom', 4000],
  ] as const) {
    showToast(api!, type, type);
    await clock.advance(ms - 1);
    assert.equal(visible(), [type], `${type} still shown at ${ms - 1} ms`);
    await clock.advance(1);
    assert.equal(visible(), [], `${type} hidden at ${ms} ms`);
    await clock.advance(1000);
  }
  showToast(api!, 'loading', 'loading');
  await clock.advance(3_600_000);
  assert.equal(visible(), ['loading']);
});

test('a hidden toast is removed 1 s later; at most 20 toasts, the newest first', async () => {
  show(<Grab />);
  const id = showToast(api!, 'x');
  dismissToast(api!, id);
  await clock.advance(999);
  assert.is(api!.list.value.length, 1, 'still there (hiding) at 999 ms');
  await clock.advance(1);
  assert.is(api!.list.value.length, 0, 'removed at 1000 ms');
  for (let i = 0; i < 25; i++) showToast(api!, `n${i}`, 'loading');
  assert.is(api!.list.value.length, 20);
  assert.is(api!.list.value[0].message, 'n24');
});

test('toast colours: success in the success colour (green), error in the error colour (red)', async () => {
  const el = show(<Grab />);
  showToast(api!, 'ok', 'success');
  showToast(api!, 'bad', 'error');
  await flush();
  const success = el.querySelector('[data-type=success]')!;
  const error = el.querySelector('[data-type=error]')!;
  assert.ok(success.classList.contains(toastCx.success) && error.classList.contains(toastCx.error));
  const css = el.querySelector('style')!.textContent!;
  const rule = (cls: string) => css.slice(css.indexOf(`.${cls}`), css.indexOf('}', css.indexOf(`.${cls}`)));
  assert.match(rule(toastCx.success), /[{;]color:var\(--fl-success\)/);
  assert.match(rule(toastCx.error), /[{;]color:var\(--fl-error\)/);
  assert.match(css, '--fl-success:#0C5A56', 'default success: green');
  assert.match(css, '--fl-error:#8B1214', 'default error: red');
});

test('the code countdown ticks every 1 s', async () => {
  const from = clock.delays.length;
  const el = show(<Countdown expiresAt={clock.now() + 65_000} onResend={() => {}} />);
  await flush();
  await clock.advance(3000);
  await flush();
  assert.ok(text(el).includes('1:02'), text(el));
  const delays = clock.delays.slice(from);
  assert.ok(delays.length >= 3 && delays.every((d) => d === 1000), String(delays));
});

test('the progress bar animates over 10 s (B2B spec section 9)', () => {
  assert.is(PROGRESS_MS, 10_000);
  const el = show(<LoadingBar label="Verifying passcode..." />);
  const css = el.querySelector('style')!.textContent!;
  assert.match(css, /animation:[^;}]* 10s linear forwards/);
});

test.run();
