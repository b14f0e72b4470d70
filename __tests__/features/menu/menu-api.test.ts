import { http, HttpResponse } from 'msw';
import { menuApiRequest } from '@/features/menu/menu-api';
import { expireSession } from '@/features/menu/session';
import { received, TEST_API_URL } from '../../utils/menu-api-handlers';
import { server } from '../../utils/msw-server';

jest.mock('@/features/menu/session', () => ({
  ...jest.requireActual('@/features/menu/session'),
  expireSession: jest.fn(),
}));

const path = '/menu/findall?url=test-school';

describe('menuApiRequest', () => {
  it('returns the JSON body as is', async () => {
    server.use(
      http.get(`${TEST_API_URL}/menu/findall`, () =>
        HttpResponse.json({ status: 'success', data: [1, 'two'], extra: true }),
      ),
    );
    await expect(menuApiRequest(TEST_API_URL, path)).resolves.toEqual({
      ok: true,
      body: { status: 'success', data: [1, 'two'], extra: true },
    });
  });

  it('sends no Authorization header when no token is stored', async () => {
    await menuApiRequest(TEST_API_URL, path);
    expect(received).toEqual([{ path: '/api/menu/findall', siteKey: 'test-school', authorization: null }]);
  });

  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('token', 'abc.def');
    await menuApiRequest(TEST_API_URL, path);
    expect(received[0]?.authorization).toBe('Bearer abc.def');
  });

  it('returns the status and the server message for an HTTP error', async () => {
    server.use(
      http.get(`${TEST_API_URL}/menu/findall`, () =>
        HttpResponse.json({ message: 'Site is archived' }, { status: 410 }),
      ),
    );
    await expect(menuApiRequest(TEST_API_URL, path)).resolves.toEqual({
      ok: false,
      status: 410,
      message: 'Site is archived',
    });
  });

  it('returns "Request failed" for an HTTP error without a message', async () => {
    server.use(http.get(`${TEST_API_URL}/menu/findall`, () => new HttpResponse('oops', { status: 502 })));
    // Once, under the whole suite's load, this rejected with no cause shown (never alone, nor 12 times in
    // parallel): should it again, the failure says what the fetch or the read threw.
    const answer = await menuApiRequest(TEST_API_URL, path).catch((error: Error) => {
      throw new Error(`${error.message}: ${String(error.cause)}`);
    });
    expect(answer).toEqual({ ok: false, status: 502, message: 'Request failed' });
  });

  it('throws "API request failed" when no response arrives', async () => {
    server.use(http.get(`${TEST_API_URL}/menu/findall`, () => HttpResponse.error()));
    await expect(menuApiRequest(TEST_API_URL, path)).rejects.toThrow('API request failed');
  });

  it('throws when a successful answer is not JSON', async () => {
    server.use(http.get(`${TEST_API_URL}/menu/findall`, () => HttpResponse.html('<h1>Maintenance</h1>')));
    await expect(menuApiRequest(TEST_API_URL, path)).rejects.toThrow('API request failed');
  });

  it('stops reading an answer larger than 1 MiB', async () => {
    server.use(http.get(`${TEST_API_URL}/menu/findall`, () => HttpResponse.text('x'.repeat(1024 * 1024 + 1))));
    await expect(menuApiRequest(TEST_API_URL, path)).rejects.toMatchObject({
      message: 'API request failed',
      cause: expect.objectContaining({ message: expect.stringContaining('larger than') }),
    });
  });

  it('starts the session-expired flow on a 401 in the browser, and still returns the status', async () => {
    server.use(
      http.get(`${TEST_API_URL}/menu/findall`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    );
    await expect(menuApiRequest(TEST_API_URL, path)).resolves.toEqual({
      ok: false,
      status: 401,
      message: 'Token expired',
    });
    expect(expireSession).toHaveBeenCalledTimes(1);
  });
});
