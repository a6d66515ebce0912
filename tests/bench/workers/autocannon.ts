// P6 load generator: autocannon in its own process, so its HTTP client never shares a core's
// event loop with the server it measures.
import autocannon from 'autocannon';
import { serveWorker } from '../lib/processes';

export interface AutocannonParams {
  url: string;
  connections: number;
  durationS: number;
  headers: Record<string, string>;
}

export interface AutocannonSummary {
  requestsPerSec: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number; mean: number };
  bytesPerSec: number;
}

serveWorker({
  async run(p: AutocannonParams): Promise<AutocannonSummary> {
    const result = await autocannon({
      url: p.url,
      connections: p.connections,
      duration: p.durationS,
      headers: p.headers,
    });
    return {
      requestsPerSec: result.requests.average,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      latency: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: result.latency.average,
      },
      bytesPerSec: result.throughput.average,
    };
  },
});
