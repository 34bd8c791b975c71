// Main-screen slot for 'Login with a Passkey' (shown first when passkeys are configured, unless
// the browser supports passkey autofill and an email or phone form exists; conditional mediation
// with its retry budget). Not built yet: the second consumer developer fills it in.
export function PasskeyButton() {
  return null;
}
