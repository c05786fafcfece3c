import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answer, written when it has gone out, instead of Fastify's two (an "incoming
 * request" line with the whole request, then "request completed"): the method, the URL, the route
 * it matched, the status and the milliseconds it took, under the request's id (`reqId`, on every
 * line the request logs). Info level, so `LOG_LEVEL=warn` writes none. An error is logged where it
 * happens, with its stack and the same `reqId`: a 500 by the error handler (plugins/errors.ts), an
 * answer that failed on its way out here.
 *
 * Fastify's other request lines (a 404, a stream closed early, a server closing) stay as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
