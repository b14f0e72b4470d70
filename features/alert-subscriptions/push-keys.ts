import { createECDH, hkdfSync } from 'node:crypto';
import { payloadSecret } from '../../cms/secret.ts';
import { getSettings } from '../../lib/settings.ts';

/**
 * The site's VAPID key pair (RFC 8292), which signs every push and which a browser subscribes with. Derived
 * from the site's secret (cms/secret.ts), so every replica and every restart has the same pair with
 * nothing more to configure; a new PAYLOAD_SECRET is a new pair, and devices must subscribe again.
 */
type VapidKeys = { publicKey: string; privateKey: string };

let keys: VapidKeys | undefined;

function derive(secret: string): VapidKeys {
  // A P-256 private key is a number below the curve's order: 32 bytes from HKDF are one with odds of
  // 1 - 2^-32, and the next counter's bytes are taken in the rare case they are not.
  for (let attempt = 0; ; attempt += 1) {
    const privateKey = Buffer.from(hkdfSync('sha256', secret, '', `vapid ${attempt}`, 32));
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(privateKey);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
  }
}

const siteKeys = () => (keys ??= derive(payloadSecret(getSettings())));

/** The VAPID public key (base64url) the browser subscribes with. */
export function pushPublicKey(): string {
  return siteKeys().publicKey;
}

/** What web-push signs a push with: the pair, and whom a push service may write to about it. */
export function vapidDetails(siteUrl: string): VapidKeys & { subject: string } {
  const address = getSettings().mail?.from.address;
  const subject = siteUrl.startsWith('https://')
    ? siteUrl
    : `mailto:${address ?? `office@${new URL(siteUrl).hostname}`}`;
  return { ...siteKeys(), subject };
}
