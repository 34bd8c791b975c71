// WebAuthn JSON <-> browser objects: the server speaks base64url strings, the browser ArrayBuffers.
import { base64url } from './pkce';

/** base64url -> bytes. atob decodes unpadded input (forgiving-base64), so no '=' is added. */
export const toBuffer = (b64url: string): ArrayBuffer =>
  Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;

export const toB64url = (buf: ArrayBuffer | ArrayBufferView | null | undefined): string | undefined =>
  buf ? base64url(buf instanceof ArrayBuffer ? buf : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength)) : undefined;

const descriptors = (list: any[] | undefined) => list?.map((c) => ({ ...c, id: toBuffer(c.id) }));

/**
 * Reads a WebAuthn options answer (a JSON string or an object). One that is missing, not JSON, or
 * lacks a field the browser call needs throws `invalid()`, the caller's invalid-response error
 * (consumer section 8; the main bundle's class, which a CDN chunk cannot import), not a TypeError.
 */
function read<T>(json: unknown, invalid: () => Error, build: (o: Record<string, any>) => T): T {
  try {
    return build(typeof json === 'string' ? JSON.parse(json) : json);
  } catch {
    throw invalid();
  }
}

export const creationOptions = (json: unknown, invalid: () => Error): PublicKeyCredentialCreationOptions =>
  read(
    json,
    invalid,
    (o) =>
      ({
        ...o,
        challenge: toBuffer(o.challenge),
        user: { ...o.user, id: toBuffer(o.user.id) },
        excludeCredentials: descriptors(o.excludeCredentials),
      }) as any,
  );

export const requestOptions = (json: unknown, invalid: () => Error): PublicKeyCredentialRequestOptions =>
  read(json, invalid, (o) => ({ ...o, challenge: toBuffer(o.challenge), allowCredentials: descriptors(o.allowCredentials) }) as any);

/** The binary members of an attestation (register) or assertion (authenticate) response. */
const RESPONSE_FIELDS = ['clientDataJSON', 'attestationObject', 'authenticatorData', 'signature', 'userHandle'] as const;

/** A created or asserted credential as the JSON string the server verifies. */
export function credentialJSON(cred: PublicKeyCredential): string {
  const r = cred.response as any;
  const response: Record<string, unknown> = { transports: r.getTransports?.() };
  for (const k of RESPONSE_FIELDS) response[k] = toB64url(r[k]);
  return JSON.stringify({
    id: cred.id,
    rawId: toB64url(cred.rawId),
    type: cred.type,
    authenticatorAttachment: (cred as any).authenticatorAttachment ?? undefined,
    clientExtensionResults: cred.getClientExtensionResults?.() ?? {},
    response,
  });
}
