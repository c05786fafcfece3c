import type { AppErrorCode } from '@larder/contract';

/** A failed API call: HTTP status (null when the request never got an answer) plus the server's code. */
export class ApiRequestError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number | null, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR_CODE = 'NetworkError';

export function isApiError(error: unknown, code?: AppErrorCode | (string & {})): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status;
}
