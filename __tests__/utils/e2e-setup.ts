import { stopAllSites } from './production-server';
// Each e2e file starts the production server, the demo menu API and Chromium once, then drives real pages.
jest.setTimeout(90_000);

// After the file's own afterAll: whatever a failed set-up left running is stopped with the file.
afterAll(() => stopAllSites());
