import '@testing-library/jest-dom';
import { rereadSettingsInTests } from '@/lib/settings';
import { received } from './menu-api-handlers';
import { server } from './msw-server';

// jsdom does not implement pseudo-element styles; antd only measures the scrollbar with them.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The server parses its settings once; a test sets the variables it needs before its case's first read.
beforeEach(rereadSettingsInTests);
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());
