/** One /web call as a transport hands it over: what the backend reads of a request, whatever carried it. */
export interface WebCall {
  readonly method: string;
  /** The request's path and query string (`/web?controller=…`). */
  readonly url: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  /** The declared body size, when the request declared one. */
  readonly contentLength: number | undefined;
  /** The host's request id (X-Request-Id), tying a log line to its access-log line. */
  readonly requestId: string | undefined;
  /** The User-Agent header (a quote request keeps it), empty when none came. */
  readonly userAgent: string;
  /** The client IP, as the transport knows it. */
  readonly ip: string;
  /**
   * The body as it arrives, chunk by chunk; the reader stops when it has seen enough (a refused upload,
   * a body over its limit) and the rest is never read.
   */
  readonly chunks: () => AsyncIterable<Uint8Array>;
}

/** The answer to a /web call, ready for any transport to write. */
export interface WebAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}
