// B2B TOTP helpers on the shared codecs (RFC 6238 in ../codecs.ts): a new base32 secret, the
// otpauth QR code as a data URL, and recovery codes.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { base32Encode } from '../codecs';

export { totpCode, totpValid } from '../codecs';

export const newSecret = () => base32Encode(randomBytes(20));

/** Ten codes like "abcd-ef01-2345". */
export const recoveryCodes = () => Array.from({ length: 10 }, () => randomBytes(6).toString('hex').match(/.{4}/g)!.join('-'));

export const qrDataURL = (issuer: string, account: string, secret: string) =>
  QRCode.toDataURL(
    `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`,
  );
