/** Failures of one model call, before the writer turns them into WriterFailedError. */

/** The call took longer than its timeout (headers or the whole stream). Retried. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/** The connection broke while the answer was streaming. Retried. */
export class ConnectionLostError extends Error {
  override name = "ConnectionLostError";
}

/** The call was cancelled by its caller (e.g. a sibling section failed). Never retried. */
export class AbortedError extends Error {
  override name = "AbortedError";
}

/** The model answered, but the answer is unusable (truncated, empty, malformed). Retried unless `retryable` is false. */
export class OutputError extends Error {
  override name = "OutputError";
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}
