/** The VAPID public key (base64url) the browser subscribes with; undefined when push is off. */
export function pushPublicKey(): string | undefined {
  // eslint-disable-next-line no-restricted-properties -- a stub: the server half's key replaces this body
  return process.env.PUSH_TEST_PUBLIC_KEY;
}
