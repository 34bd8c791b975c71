// The one email rule (both specs' section 5), shared by the browser client and the emulator so they
// never disagree: a local part, '@', a domain and a top-level domain of at least 2 letters. The
// local part excludes what no real address uses unquoted (spaces, '@', '<', '>', '(', ')', '[',
// ']', ',', ';', ':', '\', '"'), so `<script>alert(1)</script>@x.com` is refused on both sides;
// the domain excludes them too, and its last label is 2+ letters. At most 254 characters.
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;
export const EMAIL_MAX = 254;

/** The value as given (callers that trim do so before, and send what they tested). */
export const isEmail = (email: string) => email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);

/** The spec's words for an address that fails the rule (magic link and password forms; the emulator's invalid_email). */
export const INVALID_EMAIL = 'Invalid email address';
