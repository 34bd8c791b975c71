import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { mountWidget, showToast, useToasts, TOAST_LIMIT, type ToastType } from '../../src/ui';
import { linkify, ServerText } from '../../src/ui/linkify';
import { meterCx, PasswordStrength, type Strength } from '../../src/ui/components/PasswordStrength';
import { OTPInput } from '../../src/ui/components/OTPInput';
import { Heading } from '../../src/ui/components/Heading';
import { Button } from '../../src/ui/components/Button';
import { Countdown, mss } from '../../src/ui/components/Countdown';
import { EmailProviderLinks, senderDomain } from '../../src/ui/components/EmailProviderLinks';
import { Spinner } from '../../src/ui/components/Spinner';
import { Watermark } from '../../src/ui/components/Watermark';
import { withTimeout } from '../../src/ui/clock';
import { fakeUiClock, flush, host, text, typeIn } from './util';

const clock = fakeUiClock();
const show = (node: any, o = {}) => {
  const el = host();
  mountWidget('#app', node, o);
  return el;
};

test('toasts: durations per type, loading stays, removal 1 s after hiding, at most 20, announced politely', async () => {
  let api: ReturnType<typeof useToasts> | undefined;
  const Grab = () => ((api = useToasts()), null);
  const el = show(<Grab />);
  const region = el.querySelector('[aria-live=polite]')!.parentElement!; // both regions (polite, and the errors' alert)
  assert.ok(region);
  const types: ToastType[] = ['blank', 'error', 'success', 'loading', 'custom'];
  types.forEach((t) => showToast(api!, `${t} toast`, t));
  await flush();
  assert.is(region.querySelectorAll('[data-type]').length, 5);
  await clock.advance(2000);
  await flush();
  assert.not.ok(text(region).includes('success toast'));
  assert.ok(text(region).includes('error toast'));
  await clock.advance(2000);
  await flush();
  assert.equal(
    [...region.querySelectorAll('[data-type]')].map((x) => x.getAttribute('data-type')),
    ['loading'],
  );
  await clock.advance(60_000);
  assert.is(api!.list.value.filter((t) => t.visible).length, 1, 'loading lasts until dismissed');
  assert.is(api!.list.value.length, 1, 'hidden toasts removed after the delay');
  for (let i = 0; i < 25; i++) showToast(api!, `n${i}`);
  assert.is(api!.list.value.length, TOAST_LIMIT);
});

test('server text: text only; only provider links become anchors', () => {
  const el = show(<ServerText text={'<img src=x onerror=alert(1)> See https://stytch.com/docs/api and https://evil.test/x.'} />);
  assert.is(el.querySelectorAll('img').length, 0);
  const anchors = el.querySelectorAll('a');
  assert.is(anchors.length, 1);
  assert.is(anchors[0].getAttribute('href'), 'https://stytch.com/docs/api');
  assert.is(anchors[0].getAttribute('rel'), 'noopener noreferrer');
  assert.ok(text(el).includes('https://evil.test/x.'));
  assert.is(linkify('https://docs.stytch.com/x').length, 3, 'subdomains count');
  assert.is(linkify('https://stytch.com.evil.test/x').length, 1);
});

test('password strength: none, zxcvbn segments and warning, luds rules', () => {
  const base: Strength = { strength_policy: 'none', score: 0, breached_password: false };
  let el = show(<PasswordStrength result={base} />);
  assert.is(el.querySelector('[role=meter]'), null);
  const seg = (score: number) => {
    el = show(<PasswordStrength result={{ ...base, strength_policy: 'zxcvbn', score, feedback: { warning: 'Too short' } }} />);
    return [...el.querySelectorAll('[role=meter] span')]
      .map((s) => (s.classList.contains(meterCx.red) ? 'r' : s.classList.contains(meterCx.green) ? 'g' : '-'))
      .join('');
  };
  assert.is(seg(0), 'r---');
  assert.is(seg(1), 'r---');
  assert.is(seg(2), 'rr--');
  assert.is(seg(3), 'ggg-');
  assert.is(seg(4), 'gggg');
  assert.ok(text(el).includes('Too short'));
  el = show(
    <PasswordStrength
      result={{
        ...base,
        strength_policy: 'luds',
        breached_password: true,
        feedback: { luds_requirements: { missing_characters: 0, missing_complexity: 1 } },
      }}
      minLength={12}
      complexity={3}
    />,
  );
  assert.ok(text(el).includes('Must be at least 12 characters long'));
  assert.ok(text(el).includes('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'));
  assert.ok(text(el).includes('This password may have been used on a different site'));
});

test('OTP input: at most 6 digits, auto-submit once at 6, labelled group', async () => {
  const done: string[] = [];
  function Box() {
    const [v, setV] = useState('');
    return <OTPInput value={v} onChange={setV} onComplete={(c) => done.push(c)} />;
  }
  const el = show(<Box />);
  const inputs = el.querySelectorAll('input');
  assert.is(inputs.length, 6);
  assert.is(inputs[3].getAttribute('aria-label'), 'Digit 4 of 6');
  assert.is(inputs[0].getAttribute('inputmode'), 'numeric');
  await typeIn(inputs[0], '12345678');
  assert.equal(done, ['123456']);
  assert.equal([...el.querySelectorAll('input')].map((i) => i.value).join(''), '123456');
  const label = el.querySelector(`#${el.querySelector('[role=group]')!.getAttribute('aria-labelledby')!.replace(/:/g, '\\:')}`);
  assert.is(label?.textContent, 'One-time passcode');
});

test('OTP input: a wrong code marks every box invalid and describes it with the message under them (heard as focus returns to a box)', () => {
  const el = show(<OTPInput value="" onChange={() => {}} onComplete={() => {}} error="Invalid passcode, please try again." />);
  const boxes = [...el.querySelectorAll('input')];
  const message = el.querySelector('[role=alert]')!;
  assert.is(message.textContent, 'Invalid passcode, please try again.');
  for (const b of boxes) {
    assert.is(b.getAttribute('aria-invalid'), 'true');
    assert.is(b.getAttribute('aria-describedby'), message.id);
  }
  const fine = show(<OTPInput value="" onChange={() => {}} onComplete={() => {}} />);
  assert.not.ok(fine.querySelector('input[aria-invalid], input[aria-describedby]'));
});

test('heading: focused on a screen change, not on the first render', async () => {
  function Screens() {
    const [n, setN] = useState(0);
    return n ? (
      <Heading key="b">Second</Heading>
    ) : (
      <button type="button" onClick={() => setN(1)}>
        <Heading key="a">First</Heading>
      </button>
    );
  }
  const el = show(<Screens />);
  await flush();
  assert.is.not(document.activeElement, el.querySelector('h2'));
  el.querySelector('button')!.click();
  await flush();
  assert.is(document.activeElement, el.querySelector('h2'));
  assert.is(el.querySelector('h2')!.getAttribute('tabindex'), '-1');
});

test("a first screen drawn after a loading one (a fetch, a translation) does not take the page's focus; once the user has been in the widget, the next screen does", async () => {
  let next: (n: number) => void = () => {};
  function Screens() {
    const [n, setN] = useState(0);
    next = setN;
    if (!n) return <Spinner />;
    return n === 1 ? <Heading key="a">First</Heading> : <Heading key="b">Second</Heading>;
  }
  (document.activeElement as HTMLElement | null)?.blur();
  const el = show(<Screens />);
  await flush();
  next(1);
  await flush();
  assert.is(el.querySelector('h2')?.textContent, 'First');
  assert.not.ok(el.contains(document.activeElement), 'the page keeps its focus');
  el.querySelector('h2')!.click();
  next(2);
  await flush();
  assert.is(document.activeElement, el.querySelector('h2'), 'after a click in the widget, the new screen takes focus');
});

test('a button that waits (loading) gets back the focus the browser dropped when it was disabled; not one it never had', async () => {
  let wait: (on: boolean) => void = () => {};
  function Form() {
    const [busy, setBusy] = useState(false);
    wait = setBusy;
    return (
      <>
        <Button loading={busy}>Continue</Button>
        <Button loading={busy}>Other</Button>
      </>
    );
  }
  const el = show(<Form />);
  const [go, other] = [...el.querySelectorAll('button')];
  go.focus();
  wait(true);
  await flush();
  assert.ok(go.disabled);
  // What a browser does to a focused control that becomes disabled (happy-dom blurs no disabled element).
  go.disabled = false;
  go.blur();
  go.disabled = true;
  assert.is.not(document.activeElement, go);
  wait(false);
  await flush();
  assert.is(document.activeElement, go, 'back on the button that was pressed');
  assert.is.not(document.activeElement, other);
  // A user who moved on during the wait keeps the focus where they are.
  wait(true);
  await flush();
  go.disabled = false;
  go.blur();
  go.disabled = true;
  other.disabled = false;
  other.focus();
  wait(false);
  await flush();
  assert.is(document.activeElement, other, 'not taken back from where the user went');
});

test('countdown m:ss; email links; spinner label; watermark only when shown', () => {
  assert.is(mss(300_000), '5:00');
  assert.is(mss(59_001), '1:00');
  assert.is(mss(9_000), '0:09');
  let el = show(<Countdown expiresAt={clock.now() + 65_000} onResend={() => {}} />);
  assert.ok(text(el).includes("Your code expires in 1:05. Didn't get it? Resend code"));
  // Full-width sentence punctuation carries its own space: nothing is added after it.
  el = show(<Countdown expiresAt={clock.now() + 65_000} onResend={() => {}} />, {
    strings: { 'ui.countdown.expires': '有効期限まであと {time} です。', 'ui.countdown.resendPrompt': '届いていませんか？' },
  });
  assert.ok(text(el).includes('有効期限まであと 1:05 です。届いていませんか？Resend code'), text(el));
  el = show(<EmailProviderLinks domain={senderDomain(undefined, ['login.app.test'])} />);
  assert.equal(
    [...el.querySelectorAll('a')].map((a) => a.textContent),
    ['Open Gmail', 'Open Yahoo', 'Open Outlook'],
  );
  assert.ok(el.querySelector('a')!.href.includes('login.app.test'));
  assert.is(senderDomain(undefined, ['a.test', 'b.test']), '');
  assert.is(senderDomain('hint.test', ['a.test']), 'hint.test');
  el = show(<Spinner />);
  assert.is(el.querySelector('[role=status]')!.getAttribute('aria-label'), 'Loading');
  assert.ok(el.querySelector('style')!.textContent!.includes('1.4s'), 'the spinner turns every 1.4 s');
  const sheet = el.querySelector('style')!.textContent!;
  assert.ok(sheet.includes('[data-ink=f]{fill:var(--fl-sb-text)'), "brand marks' ink in the buttons' text colour");
  assert.ok(sheet.includes('[data-ink=s]{stroke:var(--fl-sb-text)'));
  el = show(<Watermark show={false} />);
  assert.not.ok(text(el).includes('Powered'));
  el = show(<Watermark show />);
  assert.ok(text(el).includes('Powered by'));
});

test('heading: `focus` counts when the screen renders; turning it on later moves nothing (no screen change)', async () => {
  function Screens() {
    const [n, setN] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setN(n + 1)}>
          next
        </button>
        {n > 0 && <Heading focus={n > 1}>Code</Heading>}
      </>
    );
  }
  const el = show(<Screens />);
  await flush();
  el.querySelector('button')!.focus();
  el.querySelector('button')!.click(); // a new screen whose heading does not take focus (a code screen)
  await flush();
  assert.is(document.activeElement, el.querySelector('button'));
  el.querySelector('button')!.click(); // the same heading, now focus={true}: still the same screen
  await flush();
  assert.is(document.activeElement, el.querySelector('button'), 'focus stays where the user put it');
});

test('withTimeout: the fallback after the time limit, or on failure', async () => {
  const never = new Promise<string>(() => {});
  const p = withTimeout(never, 2000, 'fallback');
  await clock.advance(2000);
  assert.is(await p, 'fallback');
  assert.is(await withTimeout(Promise.reject(new Error('x')), 2000, 'f2'), 'f2');
  assert.is(await withTimeout(Promise.resolve('v'), 2000, 'f3'), 'v');
});

test.run();
