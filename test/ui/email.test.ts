import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validEmail } from '../../src/ui/email';

// Both specs' section 5: local part, @, domain, a top-level domain of at least 2 letters.
test('valid: local part, @, domain, TLD of 2+ letters (any case)', () => {
  for (const e of ['a@b.co', 'ada.lovelace+x@mail.acme.museum', 'ADA@ACME.COM', 'a@b.Co']) assert.ok(validEmail(e), e);
});

test('invalid: short or non-letter TLD, no @, no domain dot, spaces, two @', () => {
  for (const e of ['', 'a@b.c', 'a@b', 'ab.co', '@b.co', 'a@.co', 'a b@c.co', 'a@b.c0', 'a@b.co.', 'a@@b.co', 'a@b@c.co'])
    assert.not.ok(validEmail(e), e);
});

test('tested as given: callers trim first (the consumer form does, and sends the trimmed value)', () => {
  assert.not.ok(validEmail(' a@b.co'));
  assert.not.ok(validEmail('a@b.co '));
});

test.run();
