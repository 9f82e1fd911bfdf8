// Kept apart from api-client.ts so that code needing only the error type, such as the query
// client's retry rule, does not import the client.

/** A failed API call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** The message is the server's own (`{ message }`), not one made up from the status. */
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    options?: { cause?: unknown; fromServer?: boolean },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.fromServer = options?.fromServer ?? false;
  }
}

/** Unknown ids answer 404; malformed ids answer 400. Either way the thing does not exist. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
