import { type AppErrorCode, ERROR_CODES } from '@larder/contract';

/**
 * A failure the client should see as `{code, message}` with this HTTP status; the code is one of the
 * contract's catalogue, which the web translates.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AppErrorCode,
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
export const conflict = (code: AppErrorCode, message: string) => new AppError(409, code, message);
export const badRequest = (code: AppErrorCode, message: string) => new AppError(400, code, message);

/**
 * A unique index refused the write (PostgreSQL 23505). Drizzle wraps driver errors, so the code
 * may sit on the error itself or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
