// The part of autocannon's interface the bench scripts use (the package ships no types).
declare module "autocannon" {
  /** A request as autocannon builds it; setupRequest may change any of these. */
  export interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  /** Per connection, reset before each pass over `requests`. */
  export type Context = Record<string, unknown>;
  export interface RequestSpec extends RequestData {
    /** Returning null ends nothing by itself: autocannon starts over from the first request. */
    setupRequest?: (request: RequestData, context: Context) => RequestData | null;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A fixed number of requests; overrides duration. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
