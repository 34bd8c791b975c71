// The phone country list: names in the widget's language, sorted by name (Intl.Collator).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countryList } from '../../src/ui/phone-lib';

const names = (locale: string) => countryList(locale).map((o) => o[2]);

test('country options: sorted by name in English, not by ISO code', () => {
  const en = names('en');
  assert.equal(en.slice(0, 2), ['Afghanistan', 'Åland Islands']);
  assert.ok(en.indexOf('Andorra') < en.indexOf('Ascension Island') && en.indexOf('Germany') < en.indexOf('United Arab Emirates'));
  assert.ok(en.indexOf('United Arab Emirates') < en.indexOf('United States'));
});

test("country options: the widget's language names and orders them", () => {
  const de = names('de');
  assert.is(de[0], 'Afghanistan');
  assert.ok(de.includes('Deutschland') && de.includes('Vereinigte Arabische Emirate'), de.join());
  assert.ok(de.indexOf('Deutschland') < de.indexOf('Vereinigte Staaten'));
  assert.equal(countryList('en')[0], ['AF', '93', 'Afghanistan']);
});

test.run();
