import { isInternalHeader } from '@/server/internal-headers';

describe('isInternalHeader', () => {
  it('names every x-middleware header internal, whoever asked', () => {
    expect(isInternalHeader('X-Middleware-Rewrite', false)).toBe(true);
    expect(isInternalHeader('x-middleware-rewrite', true)).toBe(true);
  });

  it('names the proxy’s form stamp internal, whoever asked', () => {
    expect(isInternalHeader('X-Form-Stamp', false)).toBe(true);
    expect(isInternalHeader('x-form-stamp', true)).toBe(true);
  });

  it('keeps the x-nextjs headers for the client router only', () => {
    expect(isInternalHeader('x-nextjs-rewritten-path', false)).toBe(true);
    expect(isInternalHeader('x-nextjs-rewritten-path', true)).toBe(false);
  });

  it('leaves every other header alone', () => {
    for (const name of ['content-type', 'x-frame-options', 'retry-after', 'vary'])
      expect(isInternalHeader(name, false)).toBe(false);
  });
});
