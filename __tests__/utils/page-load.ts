/**
 * Visitors for the page cache's freshness tests: a few loops per server, each fetching pages one after
 * another until stopped, so the servers' caches are hot (and busy) whenever a test edits something. Each
 * response's `Server-Timing: cache;desc=…` is counted, so a test can show that pages were being served
 * from memory while it checked that an edit shows on the next request.
 */
export type Outcome = 'hit' | 'miss' | 'bypass';

export type PageLoad = {
  /** Per server address: responses by what the cache did. */
  outcomes: (url: string) => Record<Outcome, number>;
  /** What the visitors request, in turn: a test adds the page its edit touches and takes it out again. */
  paths: Set<string>;
  /** Anything a visitor would call broken: a 5xx, or a request refused, cut off or timed out. */
  failures: string[];
  /**
   * Resolves once every server has answered every path of `paths` from its cache since the call: an edit
   * made then finds each page kept, which is what a cache that misses an edit would wrongly serve.
   */
  untilHot: () => Promise<void>;
  /** Waits for each visitor's request under way; the loops end with it. */
  stop: () => Promise<void>;
};

/** What the page cache said it did for a response, if it said. */
export function cacheOutcome(response: Response): Outcome | undefined {
  return /\bcache;desc=(hit|miss|bypass)\b/.exec(response.headers.get('server-timing') ?? '')?.[1] as
    Outcome | undefined;
}

/** `connections` visitors on each of `urls`, requesting `paths` round and round. */
export function startPageLoad(urls: string[], paths: string[], connections: number): PageLoad {
  const visited = new Set(paths);
  const counts = new Map(urls.map((url) => [url, { hit: 0, miss: 0, bypass: 0 }]));
  const failures: string[] = [];
  // `url path` of each page a server has answered from its cache.
  const hot = new Set<string>();
  let running = true;
  const visitor = async (url: string, offset: number) => {
    for (let turn = offset; running; turn += 1) {
      // Read afresh each turn: the test changes the set between edits.
      const list = [...visited];
      const path = list[turn % list.length] ?? '/home';
      try {
        const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        const outcome = cacheOutcome(response);
        const count = counts.get(url);
        if (outcome && count) count[outcome] += 1;
        if (outcome === 'hit') hot.add(`${url} ${path}`);
        if (response.status >= 500) failures.push(`${response.status} ${url}${path}`);
      } catch (error) {
        failures.push(`${url}${path}: ${String((error as Error).cause ?? error)}`);
      }
    }
  };
  const loops = urls.flatMap((url) => Array.from({ length: connections }, (_, offset) => visitor(url, offset)));
  let stopping: Promise<void> | undefined;
  return {
    outcomes: (url) => ({ ...(counts.get(url) ?? { hit: 0, miss: 0, bypass: 0 }) }),
    paths: visited,
    failures,
    untilHot: async () => {
      // Hits from now on: a page answered from the cache before the last edit may be gone from it.
      hot.clear();
      const deadline = Date.now() + 30_000;
      const cold = () => urls.flatMap((url) => [...visited].filter((path) => !hot.has(`${url} ${path}`)));
      while (cold().length > 0) {
        if (Date.now() > deadline) throw new Error(`never answered from the cache: ${cold().join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () =>
      (stopping ??= (async () => {
        running = false;
        await Promise.all(loops);
      })()),
  };
}
