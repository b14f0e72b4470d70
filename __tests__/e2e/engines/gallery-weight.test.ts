import { editorSession } from '../../utils/cms-client';
import { startByteCounter, type Transfer } from '../../utils/engines/byte-counter';
import { launchChromium } from '../../utils/engines/chromium';
import type { Engine, EngineName, EngineOptions } from '../../utils/engines/engine';
import { launchFirefox } from '../../utils/engines/firefox';
import { startThirdPartyStub, type ThirdPartyStub } from '../../utils/engines/proxies';
import { launchWebKit } from '../../utils/engines/webkit';
import { testPhoto } from '../../utils/photos';
import { startSite, type Site } from '../../utils/production-server';

// The budget: an album of 40 photos transfers at most 1.5 MB to a 390 px phone before the visitor
// scrolls. Counted at a proxy in front of the site (bytes on the wire, headers included, compressed as
// sent), the same way in every engine, since Firefox and WebKit may report a transferSize of 0.
const BUDGET = 1.5 * 1024 * 1024;
const PHOTOS = 40;
// Device pixel ratio 2, a common phone's: a 114 px tile then needs 228 px, so the 320 px copy (at 1 too).
// WebKitGTK's window has ratio 1 and cannot be narrower than 447 px (the grid is still 3 columns there).
const PHONE = { width: 390, height: 844, scale: 2 };
const LAUNCHERS: [EngineName, (proxy: EngineOptions['proxy']) => Promise<Engine>][] = [
  ['chromium', () => launchChromium()],
  ['firefox', launchFirefox],
  ['webkit', launchWebKit],
];

let site: Site;
let stub: ThirdPartyStub;

beforeAll(async () => {
  // The photos are made while the server starts, and uploaded a few at a time: one by one, the server's
  // resizing (eight copies each) waited on the test's HTTP round trips and the test on the server.
  let photos: Buffer[] = [];
  [site, stub, photos] = await Promise.all([
    startSite({ CMS_API_URL: '' }),
    startThirdPartyStub(),
    Promise.all(Array.from({ length: PHOTOS }, (_, index) => testPhoto(index))),
  ]);
  const editor = await editorSession(site);
  const images: number[] = [];
  const upload = async (index: number) => {
    const bytes = new Uint8Array(photos[index] ?? []);
    const response = await editor.upload(
      'images',
      { name: `field-day-${index + 1}.jpg`, type: 'image/jpeg', bytes },
      { alt: `Field day, photo ${index + 1}` },
    );
    if (response.status !== 201) throw new Error(`upload ${index + 1} failed: ${response.status}`);
    images[index] = (response.body.doc as { id: number }).id;
  };
  const UPLOADS_AT_ONCE = 3;
  for (let next = 0; next < PHOTOS; next += UPLOADS_AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(UPLOADS_AT_ONCE, PHOTOS - next) }, (_, offset) => upload(next + offset)),
    );
  }
  const album = await editor.post('/albums', {
    title: 'Field Day',
    date: '2026-11-21T06:30:00.000Z',
    images,
    _status: 'published',
  });
  if (album.status !== 201) throw new Error(`album failed: ${album.status} ${JSON.stringify(album.body)}`);
}, 300_000);
afterAll(async () => {
  await stub?.close();
  await site?.stop();
});

const WORKER_SCRIPT = '/serwist/sw.js';
const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const isImage = (transfer: Transfer) => transfer.type.startsWith('image/');
const isAlbumImage = (transfer: Transfer) => transfer.path.startsWith('/api/images/file/');

describe.each(LAUNCHERS)('%s', (name, launch) => {
  it(`transfers at most 1.5 MB for a ${PHOTOS}-photo album on a 390 px phone before the visitor scrolls, no tile larger than it needs`, async () => {
    const counter = await startByteCounter(site.url);
    const engine = await launch({ host: stub.host, port: stub.port });
    try {
      const width = Math.max(PHONE.width, engine.minWidth);
      const page = await engine.open({ ...PHONE, width, proxy: { host: stub.host, port: stub.port } });
      await page.goto(`${counter.url}/gallery/field-day`);
      const returned = counter.transfers.length;
      // Lazy tiles near the screen load after `load`; wait until nothing more comes, without scrolling.
      await counter.quiet(2000);
      const chosen = await page.evaluate(() =>
        [...document.querySelectorAll('.photo-grid img')]
          .map((img) => (img as HTMLImageElement).currentSrc)
          .filter(Boolean),
      );
      // What the engine itself reports (Resource Timing), for comparison: 0 where it does not say.
      const reported = await page.evaluate(() =>
        (performance.getEntries() as PerformanceResourceTiming[]).reduce(
          (sum, entry) => sum + (typeof entry.transferSize === 'number' ? entry.transferSize : 0),
          0,
        ),
      );
      await page.close();
      // The offline worker is registered after `load` (lib/pwa/service-worker.tsx): its script's request
      // marks where the page's load ended, also when WebKit's driver hands the page back later than that.
      const workerStart = counter.transfers.findIndex((transfer) => transfer.path.startsWith(WORKER_SCRIPT));
      const loaded = workerStart === -1 ? returned : Math.min(returned, workerStart);
      const beforeLoad = counter.transfers.slice(0, loaded);
      // After `load` the offline worker installs and fetches its precache, and Chromium reads the web app
      // manifest's icons: every page's first visit does that, not the gallery's cost. The album's tiles
      // that arrive then count.
      const afterLoad = counter.transfers.slice(loaded);
      const visible = [...beforeLoad, ...afterLoad.filter(isAlbumImage)];
      const total = visible.reduce((sum, transfer) => sum + transfer.bytes, 0);
      const images = visible.filter(isImage);
      const worker = afterLoad
        .filter((transfer) => !isAlbumImage(transfer))
        .reduce((sum, transfer) => sum + transfer.bytes, 0);
      console.log(
        `${name} at ${width}×${PHONE.height} (ratio ${name === 'webkit' ? 1 : PHONE.scale}): ${kB(total)} before scrolling ` +
          `(${beforeLoad.length} responses until load, ${kB(images.reduce((sum, transfer) => sum + transfer.bytes, 0))} in ${images.length} images, ` +
          `${chosen.length} tiles loaded); the worker's precache and the manifest's icons after load: ${kB(worker)}; the engine's own Resource Timing: ${kB(reported)}`,
      );
      if (process.env.GALLERY_WEIGHT_DETAIL)
        console.log(visible.map((t) => `${t.bytes} ${t.type} ${t.path}`).join('\n'));
      expect(chosen.length).toBeGreaterThan(0);
      // Every tile the browser picked is the 320 px copy: none larger than a phone's tile needs.
      for (const src of chosen) expect(src).toMatch(/-320x213\.(webp|jpg)$/);
      expect(total).toBeLessThanOrEqual(BUDGET);
    } finally {
      await engine.close();
      await counter.close();
    }
  }, 180_000);
});
