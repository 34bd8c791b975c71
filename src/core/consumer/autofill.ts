// Passkey autofill (conditional mediation) checks: whether the browser offers it, and the field it
// attaches to. Their own module, apart from webauthn.ts (a sign-in namespace, loaded on first call
// in the widget bundles): the consumer widget's Main screen asks them at once, to choose between
// autofill and the passkey button without waiting on that load.

export async function browserSupportsAutofill(): Promise<boolean> {
  const PKC = (globalThis as any).PublicKeyCredential;
  return !!PKC?.isConditionalMediationAvailable && (await PKC.isConditionalMediationAvailable().catch(() => false));
}

/**
 * The field passkey autofill attaches to: an input whose autocomplete contains "webauthn", in the
 * document or inside an open shadow root (a widget mounted with enableShadowDOM).
 */
export function findAutofillField(root: ParentNode = document): Element | null {
  const hit = root.querySelector('input[autocomplete*="webauthn"]');
  if (hit) return hit;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const inner = el.shadowRoot && findAutofillField(el.shadowRoot);
    if (inner) return inner;
  }
  return null;
}
