// Each e2e file starts the production server, the demo CMS and Chromium once, then drives real pages.
jest.setTimeout(90_000);
