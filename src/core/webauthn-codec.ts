// WebAuthn JSON <-> browser objects: the server speaks base64url strings, the browser ArrayBuffers.
import { base64url } from './pkce';

export const toBuffer = (b64url: string): ArrayBuffer => {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(b64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
};

export const toB64url = (buf: ArrayBuffer | ArrayBufferView | null | undefined): string | undefined =>
  buf ? base64url(buf instanceof ArrayBuffer ? buf : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength)) : undefined;

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, any>;
const descriptors = (list: any[] | undefined) => list?.map((c) => ({ ...c, id: toBuffer(c.id) }));

export function creationOptions(json: unknown): PublicKeyCredentialCreationOptions {
  const o = parse(json);
  return { ...o, challenge: toBuffer(o.challenge), user: { ...o.user, id: toBuffer(o.user.id) }, excludeCredentials: descriptors(o.excludeCredentials) } as any;
}

export function requestOptions(json: unknown): PublicKeyCredentialRequestOptions {
  const o = parse(json);
  return { ...o, challenge: toBuffer(o.challenge), allowCredentials: descriptors(o.allowCredentials) } as any;
}

/** A created or asserted credential as the JSON string the server verifies. */
export function credentialJSON(cred: PublicKeyCredential): string {
  const r = cred.response as AuthenticatorAttestationResponse & AuthenticatorAssertionResponse;
  return JSON.stringify({
    id: cred.id,
    rawId: toB64url(cred.rawId),
    type: cred.type,
    authenticatorAttachment: (cred as any).authenticatorAttachment ?? undefined,
    clientExtensionResults: cred.getClientExtensionResults?.() ?? {},
    response: {
      clientDataJSON: toB64url(r.clientDataJSON),
      attestationObject: toB64url(r.attestationObject),
      authenticatorData: toB64url(r.authenticatorData),
      signature: toB64url(r.signature),
      userHandle: toB64url(r.userHandle),
      transports: r.getTransports?.(),
    },
  });
}
