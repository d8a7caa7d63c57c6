// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface RequestDefinition {
    setupRequest?(request: AutocannonRequest, context: Record<string, unknown>): AutocannonRequest;
    onResponse?(status: number, body: string, context: Record<string, unknown>): void;
  }

  interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    /** At most this many requests per second over all connections. */
    overallRate?: number;
    requests: RequestDefinition[];
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
