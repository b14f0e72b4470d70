'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import en from '../../lib/i18n/messages/en/alerts.json' with { type: 'json' };
import hi from '../../lib/i18n/messages/hi/alerts.json' with { type: 'json' };
import styles from '../messages/messages.module.css';
import type { Topic } from './rules.ts';

// The catalogue's own JSON, not alertWords: the island's texts take no arguments, and next-intl's
// formatter (and rules.ts's zod) would otherwise be sent to every visitor of /alerts.
const WORDS = { en, hi } as const;
const TOPIC_CHOICES: readonly Topic[] = ['urgent', 'all'];
const SIGNUP_URL = '/alerts/push';
const STOP_URL = '/alerts/push/stop';
// `ready` waits for the site's worker, registered after the page's load (lib/pwa/service-worker.tsx);
// `subscribe` for the browser's push service, which may never answer where it is blocked (headless
// Chromium, offline from Google's, waited over 100 seconds): a parent is told rather than left waiting.
const WORKER_WAIT_MS = 15_000;
const SUBSCRIBE_WAIT_MS = 30_000;

type PushButtonProps = { locale: Locale; publicKey: string; noticeVersion: string };
type Problem = keyof typeof en.push.errors;
type State =
  | { kind: 'off'; problem?: Problem | { server: string } | undefined; stopped?: boolean }
  | { kind: 'busy'; subscription?: PushSubscription }
  | { kind: 'on'; subscription: PushSubscription; justStarted: boolean; problem?: Problem };

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
// iPadOS says it is a Mac; only a touch screen tells them apart.
const appleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
const noSubscribe = () => () => {};

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
}

const post = (path: string, body: unknown) =>
  fetch(new URL(path, window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const within = <T,>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), ms))]);

/** The device's new subscription; one that comes too late is dropped, as the server never had it. */
async function subscribe(publicKey: string): Promise<PushSubscription> {
  const registration = await within(navigator.serviceWorker.ready, WORKER_WAIT_MS);
  const subscribing = registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return within(subscribing, SUBSCRIBE_WAIT_MS).catch((error: unknown) => {
    void subscribing.then((late) => late.unsubscribe()).catch(() => false);
    throw error;
  });
}

/** The server's refusal as it gave it, in the page's language; its own words when there is none. */
async function refusal(response: Response): Promise<{ server: string } | Problem> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error ? { server: body.error } : 'refused';
}

/**
 * Alerts on this device by Web Push: the only part of /alerts that needs JavaScript. Until it runs, the
 * server's HTML says so; then it asks the browser's permission, subscribes with the site's key and sends the
 * subscription with the parent's choice and consent to the server, or stops it.
 */
export function PushButton({ locale, publicKey, noticeVersion }: PushButtonProps) {
  const t = WORDS[locale];
  const scripted = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [state, setState] = useState<State>({ kind: 'off' });
  const [topic, setTopic] = useState<Topic>('urgent');
  const [consent, setConsent] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    let current = true;
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (current && subscription) setState({ kind: 'on', subscription, justStarted: false });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (!scripted) return <p>{t.push.needsScript}</p>;

  const start = async () => {
    if (state.kind === 'busy') return;
    if (!consent) return setState({ kind: 'off', problem: 'consent' });
    if (!supported()) return setState({ kind: 'off', problem: appleMobile() ? 'appleHomeScreen' : 'unsupported' });
    setState({ kind: 'busy' });
    const permission = await Notification.requestPermission().catch(() => 'denied' as const);
    if (permission !== 'granted')
      return setState({ kind: 'off', problem: permission === 'denied' ? 'denied' : 'dismissed' });
    let subscription: PushSubscription;
    try {
      subscription = await subscribe(publicKey);
    } catch {
      return setState({ kind: 'off', problem: 'subscribe' });
    }
    const body = { subscription: subscription.toJSON(), topic, language: locale, notice: noticeVersion, consent: true };
    const response = await post(SIGNUP_URL, body).catch(() => undefined);
    if (response?.ok) return setState({ kind: 'on', subscription, justStarted: true });
    // Not kept by the server, so not kept here: the next visit must not say the alerts are on.
    await subscription.unsubscribe().catch(() => false);
    setState({ kind: 'off', problem: response ? await refusal(response) : 'network' });
  };

  const stop = async (subscription: PushSubscription) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy', subscription });
    const { endpoint, keys } = subscription.toJSON();
    // Unsubscribed, the push service refuses the server's next push, which then forgets the device
    // even if this POST is lost.
    const stopped = await subscription.unsubscribe().catch(() => false);
    if (!stopped) return setState({ kind: 'on', subscription, justStarted: false, problem: 'stop' });
    await post(STOP_URL, { endpoint, auth: keys?.auth ?? '' }).catch(() => undefined);
    setState({ kind: 'off', stopped: true });
  };

  const problem = state.kind === 'off' || state.kind === 'on' ? state.problem : undefined;
  const shown = state.kind === 'on' || state.kind === 'busy' ? state.subscription : undefined;
  const problemText = typeof problem === 'object' ? problem.server : problem && t.push.errors[problem];
  const news =
    state.kind === 'on' && state.justStarted
      ? t.push.started
      : state.kind === 'off' && state.stopped
        ? t.push.stopped
        : state.kind === 'busy'
          ? t.push.working
          : '';
  return (
    <>
      <p className={styles.error} id="alerts-push-problem" role="alert">
        {problemText}
      </p>
      <p role="status">{news}</p>
      {shown ? (
        <>
          <p>{t.push.on}</p>
          <button className="button" type="button" onClick={() => void stop(shown)}>
            {t.push.stop}
          </button>
        </>
      ) : (
        <>
          <p>{t.push.lead}</p>
          <fieldset className={styles.field}>
            <legend className={styles.label}>{t.fields.topic}</legend>
            {TOPIC_CHOICES.map((value) => (
              <div className={styles.checkbox} key={value}>
                <input
                  id={`alerts-push-topic-${value}`}
                  name="push-topic"
                  type="radio"
                  value={value}
                  checked={topic === value}
                  onChange={() => setTopic(value)}
                />
                <label htmlFor={`alerts-push-topic-${value}`}>{t.fields.topics[value]}</label>
              </div>
            ))}
          </fieldset>
          <div className={problem === 'consent' ? `${styles.field} ${styles.fieldError}` : styles.field}>
            <div className={styles.checkbox}>
              <input
                id="alerts-push-consent"
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                aria-invalid={problem === 'consent' ? true : undefined}
                aria-describedby={problem === 'consent' ? 'alerts-push-problem' : undefined}
              />
              <label htmlFor="alerts-push-consent">{t.push.consent}</label>
            </div>
          </div>
          <button className="button button-primary" type="button" onClick={() => void start()}>
            {t.push.button}
          </button>
        </>
      )}
    </>
  );
}
