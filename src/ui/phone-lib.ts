// The phone-number chunk: only what the phone input uses (min metadata), and the country list
// (names in the widget's language, sorted by name), which only this chunk's caller shows.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
export type { CountryCode } from 'libphonenumber-js/min';

/** [region, calling code, name] of every country, sorted by name in `locale` (Intl.Collator). */
export function countryList(locale: string): [string, string, string][] {
  let names: Intl.DisplayNames | undefined;
  let by: (a: string, b: string) => number;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    by = new Intl.Collator([locale, 'en']).compare;
  } catch {
    by = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  }
  return getCountries()
    .map((r): [string, string, string] => [r, getCountryCallingCode(r) as string, names?.of(r) || r])
    .sort((a, b) => by(a[2], b[2]));
}
