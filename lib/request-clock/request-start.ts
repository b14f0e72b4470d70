/** Set by the proxy when a request arrives, so the page reuses the proxy's CMS call (see fresh-call.ts). */
export const REQUEST_START_HEADER = 'x-request-start';
