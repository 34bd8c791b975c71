import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { check } from '../../src/core/args';

test('required and optional fields give the spec messages', () => {
  assert.throws(() => check('m', {}, ['email']), /email must be a string/);
  assert.throws(() => check('m', { n: '1' }, ['n:number']), /n must be a number/);
  assert.throws(() => check('m', { b: 1 }, ['b?:boolean']), /b must be a boolean/);
  assert.throws(() => check('m', { o: [] }, ['o:object']), /o must be an object/);
  assert.throws(() => check('m', { s: [1] }, ['s:stringArray']), /s must be an array of strings/);
  check('m', { email: 'a@b.co' }, ['email', 'redirect?']);
});

test.run();
