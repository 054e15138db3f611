/**
 * An API answer that was not a success, with the server's words for it. Apart from apiFetch so that
 * a page can recognise one without loading the schemas' library (the landing page, issue 13).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}
