import { z } from 'zod';
import { isLocale, type Locale } from '../../lib/i18n/locales.ts';
import { TOPICS, type Topic } from './rules.ts';

/**
 * Push subscriptions as a browser hands them over (`PushSubscription.toJSON()`), and where a push may go.
 * The server POSTs to a subscription's endpoint, so an endpoint is taken only on a browser's push service
 * (or an origin the operator named, PUSH_SERVICE_ORIGINS): a visitor cannot make the server post anywhere.
 */

// Chrome, Edge, Opera and Samsung Internet (Google's), Firefox (Mozilla's), Edge on Windows (WNS), Safari.
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Whether a push may be sent to `endpoint`: https on a browser's push service, or one of `extraOrigins`. */
export function pushServiceAllows(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

// base64url of a P-256 public key (65 bytes: 87 characters) and of a 16-byte auth secret (22).
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

const subscriptionSchema = z.object({
  endpoint: z.string().max(1000),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});

export type PushKeys = z.infer<typeof subscriptionSchema>;

const signupSchema = z.object({
  subscription: subscriptionSchema,
  topic: z.enum(TOPICS),
  language: z.string().refine(isLocale),
  notice: z.string().max(100),
  consent: z.literal(true),
});

/** What proves a device's own subscription: its endpoint and its auth secret, which only that browser holds. */
export const ownedSchema = z.object({ endpoint: z.string().max(1000), auth: base64url(16, 32) });
export type Owned = z.infer<typeof ownedSchema>;

export const renewSchema = z.object({ old: ownedSchema, subscription: subscriptionSchema });

export type PushSignup = { subscription: PushKeys; topic: Topic; language: Locale; notice: string };

/** A push sign-up's body, or undefined: the island sends it whole, so a bad one is a bad client, not a typo. */
export function readPushSignup(body: unknown): PushSignup | undefined {
  const parsed = signupSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { subscription, topic, language, notice } = parsed.data;
  return { subscription, topic, language: language, notice };
}

/** What a push says, encrypted for the device (the worker shows it: app/sw.ts). */
export type PushMessage = { title: string; body: string; url: string; tag: string; urgent: boolean };

// An urgent alert is worth nothing after school starts; a notice keeps for a day. Push services keep a
// message this long for a phone that is off.
export const URGENT_TTL_SECONDS = 60 * 60;
export const NOTICE_TTL_SECONDS = 24 * 60 * 60;
/** A subscription whose push service has refused every push for this long is deleted. */
export const SILENT_DAYS = 30;
