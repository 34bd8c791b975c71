// The Text / WhatsApp form (PhoneForm, PhoneInput and the phone rules of src/ui/phone.ts, taking over
// from its placeholder: PhoneFormFromDraft.tsx): the lazy
// chunk featherlogin.phoneform.js in CDN builds, an import() chunk in ESM builds (lazy.ts); loaded
// when a phone tab shows (PhoneFormPlaceholder.tsx holds its place meanwhile) and preloaded over the tabs.
// The phone library itself is featherlogin.phone.js, started next to this one.
export { PhoneFormFromDraft } from '../components/PhoneFormFromDraft';
