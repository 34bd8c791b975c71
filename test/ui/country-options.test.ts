// The phone country list: names in the widget's language, sorted by name (Intl.Collator).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countryOptions } from '../../src/ui/components/PhoneInput';

const LIST: [string, string][] = [['AC', '247'], ['AD', '376'], ['AE', '971'], ['AF', '93'], ['DE', '49'], ['US', '1']];

test('country options: sorted by name in English, not by ISO code', () => {
  assert.equal(countryOptions(LIST, 'en').map((o) => o[2]), ['Afghanistan', 'Andorra', 'Ascension Island', 'Germany', 'United Arab Emirates', 'United States']);
});

test("country options: the widget's language names and orders them", () => {
  const de = countryOptions(LIST, 'de').map((o) => o[2]);
  assert.is(de[0], 'Afghanistan');
  assert.ok(de.includes('Deutschland') && de.includes('Vereinigte Arabische Emirate'), de.join());
  assert.ok(de.indexOf('Deutschland') < de.indexOf('Vereinigte Staaten'));
  assert.equal(countryOptions(LIST, 'en')[0], ['AF', '93', 'Afghanistan']);
});

test.run();
