import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { PushButton } from '@/features/alert-subscriptions/push-button';
import { server } from '../../utils/msw-server';

// A P-256 public key as a VAPID application server key: 65 bytes, base64url.
const PUBLIC_KEY = 'BIWaxPPtVvIpby7yuSZ1VclL2VF2AJ76W7GmpKGD5ZpWc3xHb_Hf561pNsscS61TmNFSVAEL3XpBFESQu2mZbVI';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'BPhone-public-key', auth: 'phone-auth-secret' },
};
const props = { locale: 'en' as const, publicKey: PUBLIC_KEY, noticeVersion: 'notice-v7' };

type FakeSubscription = { endpoint: string; toJSON: () => typeof SUBSCRIPTION_JSON; unsubscribe: jest.Mock };

const fakeSubscription = (): FakeSubscription => ({
  endpoint: SUBSCRIPTION_JSON.endpoint,
  toJSON: () => SUBSCRIPTION_JSON,
  unsubscribe: jest.fn(async () => true),
});

/** A browser with Web Push: a worker registration whose push manager subscribes (or already has). */
function pushBrowser({ existing = undefined as FakeSubscription | undefined, permission = 'granted' } = {}) {
  const subscription = fakeSubscription();
  const pushManager = {
    getSubscription: jest.fn(async () => existing ?? null),
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const requestPermission = jest.fn(async () => permission);
  Object.assign(window, { PushManager: class {}, Notification: { permission: 'default', requestPermission } });
  return { subscription, pushManager, requestPermission };
}

let received: { path: string; body: unknown }[];

beforeEach(() => {
  received = [];
  server.use(
    http.post('http://localhost/alerts/push', async ({ request }) => {
      received.push({ path: '/alerts/push', body: await request.json() });
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
    http.post('http://localhost/alerts/push/stop', async ({ request }) => {
      received.push({ path: '/alerts/push/stop', body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

async function askForAlerts({ topic = 'Urgent alerts only (closures and emergencies)' } = {}) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: topic }));
  await user.click(screen.getByRole('checkbox', { name: /keeping this device's push address/ }));
  await user.click(screen.getByRole('button', { name: 'Get alerts on this device' }));
}

describe('the alerts-on-this-device island', () => {
  it('says, in the server’s HTML, that it needs JavaScript, and offers no button there', () => {
    const html = renderToString(<PushButton {...props} />);
    expect(html).toContain('Alerts on this device need JavaScript');
    expect(html).not.toContain('Get alerts on this device');
  });

  it('offers a choice of alerts and a consent box not ticked', () => {
    render(<PushButton {...props} />);
    expect(screen.getByRole('radio', { name: 'Urgent alerts only (closures and emergencies)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Urgent alerts and every new notice and circular' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /keeping this device's push address/ })).not.toBeChecked();
    expect(screen.queryByText(/need JavaScript/)).toBeNull();
  });

  it('asks for consent before anything else', async () => {
    const { requestPermission } = pushBrowser();
    render(<PushButton {...props} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get alerts on this device' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Tick the box to agree to how we use this device's push address",
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      "Tick the box to agree to how we use this device's push address",
    );
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says so when the browser has no Web Push', async () => {
    render(<PushButton {...props} />);
    await askForAlerts();
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot show alerts on this device.');
    expect(received).toEqual([]);
  });

  it('tells an iPhone to add the site to the Home Screen first', async () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
    render(<PushButton {...props} />);
    await askForAlerts();
    expect(screen.getByRole('alert')).toHaveTextContent('first add this site to your Home Screen');
    expect(screen.getByRole('alert')).toHaveTextContent('iOS 16.4 or later');
  });

  it('says notifications are blocked when the parent refuses them, and sends nothing', async () => {
    const { pushManager } = pushBrowser({ permission: 'denied' });
    render(<PushButton {...props} />);
    await askForAlerts();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toHaveAttribute('role', 'alert');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it('subscribes with the site’s key and sends the subscription, the choice, the language and the notice', async () => {
    const { pushManager } = pushBrowser();
    render(<PushButton {...props} />);
    await askForAlerts({ topic: 'Urgent alerts and every new notice and circular' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done: alerts on this device are on.'));
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(received).toEqual([
      {
        path: '/alerts/push',
        body: { subscription: SUBSCRIPTION_JSON, topic: 'all', language: 'en', notice: 'notice-v7', consent: true },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Stop alerts on this device' })).toBeInTheDocument();
  });

  it('shows the server’s refusal as it gave it, and drops the subscription it did not keep', async () => {
    server.use(
      http.post('http://localhost/alerts/push', () =>
        HttpResponse.json({ error: 'Too many sign-ups: try again in 10 minutes.' }, { status: 429 }),
      ),
    );
    const { subscription } = pushBrowser();
    render(<PushButton {...props} />);
    await askForAlerts();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many sign-ups: try again in 10 minutes.'),
    );
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stop alerts on this device' })).toBeNull();
  });

  it('says the site could not be reached when the network fails', async () => {
    server.use(http.post('http://localhost/alerts/push', () => HttpResponse.error()));
    pushBrowser();
    render(<PushButton {...props} />);
    await askForAlerts();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("The school's site could not be reached."));
  });

  it('says the browser could not set up alerts when its push service refuses', async () => {
    const { pushManager } = pushBrowser();
    pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed', 'AbortError'));
    render(<PushButton {...props} />);
    await askForAlerts();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This browser could not set up alerts on this device.'),
    );
    expect(received).toEqual([]);
  });

  it('shows alerts already on, and stops them: unsubscribed here and the server told', async () => {
    const existing = fakeSubscription();
    pushBrowser({ existing });
    render(<PushButton {...props} />);
    expect(await screen.findByText('Alerts on this device are on.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop alerts on this device' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alerts on this device are stopped.'));
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(received).toEqual([
      { path: '/alerts/push/stop', body: { endpoint: SUBSCRIPTION_JSON.endpoint, auth: 'phone-auth-secret' } },
    ]);
    expect(screen.getByRole('button', { name: 'Get alerts on this device' })).toBeInTheDocument();
  });

  it('speaks Hindi on the Hindi page', () => {
    render(<PushButton {...props} locale="hi" />);
    expect(screen.getByRole('button', { name: 'इस डिवाइस पर सूचनाएँ पाएँ' })).toBeInTheDocument();
  });
});
