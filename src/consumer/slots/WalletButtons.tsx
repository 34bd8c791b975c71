// Main-screen slot for crypto wallet buttons (at most 6 - OAuth provider count - 1 on Main, the
// rest on Crypto Other Screen). Not built yet: the second consumer developer fills it in.
export function WalletButtons() {
  return null;
}
