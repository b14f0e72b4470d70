import { parseWrkOutput } from '../../../scripts/lib/wrk';

// What `wrk -t1 -c5 -d1s -s done.lua` printed on this machine: its own summary, then the Lua done()'s line.
const OUTPUT = `Running 1s test @ http://127.0.0.1:18099/
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   139.40ms   67.02ms 302.92ms   76.32%
    Req/Sec    38.67     20.01    69.00     66.67%
  38 requests in 1.08s, 4.41MB read
Requests/sec:     35.09
Transfer/sec:      4.07MB
WRK_JSON {"requests":38,"durationUs":1083029,"bytes":4621218,"connect":0,"read":0,"write":0,"status":0,"timeout":0,"p50Us":133626,"p99Us":302922}
`;

describe("reading wrk's output", () => {
  it('gives requests a second, p50 and p99 in ms, and the size of an answer from the JSON line', () => {
    expect(parseWrkOutput(OUTPUT)).toEqual({
      rps: 35,
      p50: 133.6,
      p99: 302.9,
      requests: 38,
      errors: 0,
      kBPerResponse: 121.6,
    });
  });

  it('counts every kind of error: refused connections, failed reads and writes, 4xx/5xx answers, timeouts', () => {
    const line =
      'WRK_JSON {"requests":1000,"durationUs":2000000,"bytes":500000,"connect":1,"read":2,"write":3,"status":4,"timeout":5,"p50Us":800,"p99Us":4000}';
    expect(parseWrkOutput(`Running 2s test @ http://127.0.0.1:1/\n${line}\n`)).toEqual({
      rps: 500,
      p50: 0.8,
      p99: 4,
      requests: 1000,
      errors: 15,
      kBPerResponse: 0.5,
    });
  });

  it('says what wrk printed when the result line is missing', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused\n')).toThrow(
      /wrk printed no result line:\nunable to connect to 127.0.0.1:1 Connection refused/,
    );
  });
});
