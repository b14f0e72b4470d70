export const dynamic = 'force-dynamic';

// Off (BENCH_REFERENCE_ROUTE), the proxy's guard (lib/bench-reference.ts) answers 404 before this renders:
// only this exact path reaches the page (`/bench-reference/` is redirected first, `/bench%2Dreference` is a
// menu path), and the proxy sees every request for it.
export default function BenchReference() {
  return <p>Hello from the benchmark reference page.</p>;
}
