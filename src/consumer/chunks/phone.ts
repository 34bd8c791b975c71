// The Text / WhatsApp form (PhoneForm, PhoneInput and the phone rules of src/ui/phone.ts, taking over
// from its placeholder: PhoneFormDraft.tsx): the lazy
// chunk featherlogin.phoneform.js in CDN builds, an import() chunk in ESM builds (lazy.ts); loaded
// when a phone tab shows (PhoneFormLater.tsx holds its place meanwhile) and preloaded over the tabs.
// The phone library itself is featherlogin.phone.js, started next to this one.
export { PhoneFormFromDraft } from '../components/PhoneFormDraft';
