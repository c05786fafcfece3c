import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

const DEBUG_LEVELS = new Set(['debug', 'trace']);

/** How often the count of the answers that had no line of their own is written. */
export const FAST_ANSWERS_SUMMARY_MS = 60_000;

/** The fast answers since the last summary: how many, by status, and the slowest of them. */
interface FastAnswers {
  count: number;
  byStatus: Record<number, number>;
  slowestMs: number;
}

const noFastAnswers = (): FastAnswers => ({ count: 0, byStatus: {}, slowestMs: 0 });

/**
 * One log line per answer an operator needs to read, written when it has gone out, instead of
 * Fastify's two (an "incoming request" line with the whole request, then "request completed"): the
 * method, the URL, the route it matched, the status and the milliseconds it took, under the
 * request's id (`reqId`, on every line the request logs). Info level, so `LOG_LEVEL=warn` writes
 * none. An error is logged where it happens, with its stack and the same `reqId`: a 500 by the error
 * handler (plugins/errors.ts), an answer that failed on its way out here.
 *
 * A success (below 400) answered in under `fastAnswerMs` gets its line at debug level only, and is
 * counted instead: `summarize` writes how many there were, by status, once a minute. Writing a line
 * for each cost a fifth of a small answer's whole time, and a line nobody reads (the board's
 * hundredth 304 of the hour) is no help; a refusal, a failure or a slow answer keeps its own line.
 * `fastAnswerMs` 0 writes every answer's line, as `LOG_LEVEL=debug` does.
 *
 * Fastify's other request lines (a 404, a stream closed early, a server closing) stay as they are.
 */
export class RequestLog extends LogController {
  private fast = noFastAnswers();

  constructor(private readonly fastAnswerMs: number) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.statusCode;
    const elapsed = reply.elapsedTime;
    const fast = !error && statusCode < 400 && elapsed < this.fastAnswerMs;
    if (fast) {
      this.fast.count += 1;
      this.fast.byStatus[statusCode] = (this.fast.byStatus[statusCode] ?? 0) + 1;
      if (elapsed > this.fast.slowestMs) this.fast.slowestMs = elapsed;
      if (!DEBUG_LEVELS.has(reply.log.level)) return;
    }
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      statusCode,
      responseTime: Math.round(elapsed * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (fast) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  /** Writes the count of the fast answers since the last call, if there were any, and starts anew. */
  summarize(log: FastifyBaseLogger): void {
    const { count, byStatus, slowestMs } = this.fast;
    if (count === 0) return;
    this.fast = noFastAnswers();
    log.info(
      {
        fastAnswers: count,
        byStatus,
        slowestMs: Math.round(slowestMs * 10) / 10,
        underMs: this.fastAnswerMs,
      },
      'fast answers since the last count',
    );
  }
}
