// The phone-number chunk: only what the phone input uses (min metadata).
export { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
export type { CountryCode } from 'libphonenumber-js/min';
