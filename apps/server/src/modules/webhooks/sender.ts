/**
 * One webhook attempt: a POST of the event's JSON, signed per the Standard Webhooks specification
 * with the `standardwebhooks` package, through a connection whose addresses the URL guard checks.
 * Redirects are not followed (Node's http client never does): a 3xx is an answer like any non-2xx.
 */
import http from 'node:http';
import https from 'node:https';
import { WEBHOOKS } from '@larder/contract';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, literalAddressRefusal } from './url-guard.ts';

export interface Attempt {
  /** The endpoint's status; null when there was none. */
  status: number | null;
  durationMs: number;
  error: string | null;
  /** The first kilobyte of the answer's body. */
  answer: string | null;
}

export interface SignedMessage {
  eventId: string;
  body: string;
  /** Signing secrets, newest first: during a rotation the old one signs too. */
  secrets: string[];
  /** The moment of sending, in seconds in the header: receivers refuse a stale one (replays). */
  sentAt: Date;
}

/** The three headers of the specification; several secrets give several space-separated signatures. */
export function signedHeaders(message: SignedMessage): Record<string, string> {
  const signatures = message.secrets.map((secret) =>
    new Webhook(secret).sign(message.eventId, message.sentAt, message.body),
  );
  return {
    'webhook-id': message.eventId,
    'webhook-timestamp': String(Math.floor(message.sentAt.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

export async function sendWebhook(
  url: string,
  message: SignedMessage,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<Attempt> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? WEBHOOKS.timeoutMs;
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const body = Buffer.from(message.body);
  const elapsed = () => Math.round(performance.now() - started);
  const refusal = literalAddressRefusal(target, options.allowPrivate);
  if (refusal) return { status: null, durationMs: elapsed(), error: refusal, answer: null };
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const finish = (attempt: Omit<Attempt, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, durationMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'Larder-Webhooks/1',
          ...signedHeaders(message),
        },
        // One connection per attempt: an endpoint's address is checked every time.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOKS.answerExcerptBytes) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () =>
          finish({
            status: response.statusCode ?? null,
            error: null,
            answer: Buffer.concat(chunks).subarray(0, WEBHOOKS.answerExcerptBytes).toString('utf8'),
          }),
        );
        response.on('error', (error) =>
          finish({ status: response.statusCode ?? null, error: error.message, answer: null }),
        );
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `No answer within ${timeoutMs} ms`, answer: null });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ status: null, error: error.message, answer: null }));
    request.end(body);
  });
}
