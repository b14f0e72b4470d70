// http_ece ships no types: the part of its API the tests use (decrypting a push as its device would).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type DecryptParams = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string };
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
