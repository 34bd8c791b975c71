/**
 * Both specs' section 5: local part, @, domain, a top-level domain of at least 2 letters.
 * The value is tested as given (callers that trim do so before, and send what they tested).
 */
export const validEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email);
