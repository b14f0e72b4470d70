import { requestArrivedAt } from '@/lib/request-clock/request-start';
import {
  reportChangeAt,
  reportShownAddress,
  requestClientAddress,
  requestContext,
  runWithRequestContext,
  type RequestContext,
} from '@/lib/server-bridge';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the request context', () => {
  it('is what the server decided, for all the async work of its request', async () => {
    const context: RequestContext = { arrivedAt: 1_000, clientAddress: '203.0.113.7', school: undefined };
    const seen = await runWithRequestContext(context, async () => {
      await tick();
      return { at: requestArrivedAt(), address: requestClientAddress(), same: requestContext() === context };
    });
    expect(seen).toEqual({ at: 1_000, address: '203.0.113.7', same: true });
  });

  it('keeps two requests handled at once apart', async () => {
    const addresses = await Promise.all(
      ['198.51.100.1', '198.51.100.2'].map((clientAddress, index) =>
        runWithRequestContext({ arrivedAt: index, clientAddress, school: undefined }, async () => {
          await tick();
          return requestClientAddress();
        }),
      ),
    );
    expect(addresses).toEqual(['198.51.100.1', '198.51.100.2']);
  });

  it('outside a request is no one, now', () => {
    const before = performance.timeOrigin + performance.now();
    expect(requestContext()).toBeUndefined();
    expect(requestClientAddress()).toBe('unknown');
    expect(requestArrivedAt()).toBeGreaterThanOrEqual(before);
  });

  it("carries a render's report to the page cache: the earliest change, the page shown", async () => {
    const report = { changesAt: Infinity, shownAddress: undefined };
    await runWithRequestContext(
      { arrivedAt: 0, clientAddress: 'unknown', school: undefined, renderReport: report },
      async () => {
        reportChangeAt(5_000);
        await tick();
        reportChangeAt(9_000);
        reportShownAddress('/calendar');
      },
    );
    expect(report).toEqual({ changesAt: 5_000, shownAddress: '/calendar' });
  });

  it('takes no report from a request the cache does not keep', () => {
    expect(() =>
      runWithRequestContext({ arrivedAt: 0, clientAddress: 'unknown', school: undefined }, () => reportChangeAt(1)),
    ).not.toThrow();
  });
});
