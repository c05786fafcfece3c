import { ERROR_CODES } from '@larder/contract';

/** A failure the client should see as `{code, message}` with this HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, ERROR_CODES.notFound, what);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notAuthenticated = () => new AppError(403, ERROR_CODES.notAuthenticated, 'Please sign in');
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const badRequest = (code: string, message: string) => new AppError(400, code, message);
