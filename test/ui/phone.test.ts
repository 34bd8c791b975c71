import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatNational, phoneLoader, toE164, FORMAT_TIMEOUT, VALIDATE_TIMEOUT, DEFAULT_PHONE } from '../../src/ui/phone';
import { fakeUiClock } from './util';

const clock = fakeUiClock();
const realLoad = phoneLoader.load;

test('constants: 10 s formatting, 2 s validation, default US +1', () => {
  assert.is(FORMAT_TIMEOUT, 10000);
  assert.is(VALIDATE_TIMEOUT, 2000);
  assert.equal(DEFAULT_PHONE, { country: 'US', callingCode: '1', national: '' });
});

test('a chunk that never arrives: raw text after 10 s, E.164 fallback after 2 s', async () => {
  let fail: (e: Error) => void = () => {};
  phoneLoader.load = () => new Promise((_, reject) => (fail = reject));
  const f = formatNational('GB', '7911 123456');
  const v = toE164({ country: 'GB', callingCode: '44', national: '07911 123456' });
  await clock.advance(2000);
  assert.is(await v, '+4407911123456', "'+' + calling code + digits");
  await clock.advance(8000);
  assert.is(await f, '7911 123456');
  fail(new Error('gone')); // a failed load is forgotten: the next phone input retries
  await new Promise((r) => setTimeout(r, 0));
});

test('the real library: formats, validates, gives E.164 or null', async () => {
  phoneLoader.load = realLoad;
  assert.is(await formatNational('US', '2025550123'), '(202) 555-0123');
  assert.is(await toE164({ country: 'US', callingCode: '1', national: '(202) 555-0123' }), '+12025550123');
  assert.is(await toE164({ country: 'GB', callingCode: '44', national: '07911 123456' }), '+447911123456');
  assert.is(await toE164({ country: 'US', callingCode: '1', national: '123' }), null);
  assert.is(await toE164({ country: 'US', callingCode: '1', national: '' }), null);
});

test.run();
