import '@testing-library/jest-dom';
import { received } from './menu-api-handlers';
import { server } from './msw-server';

// jsdom does not implement pseudo-element styles; antd only measures the scrollbar with them.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());
