import { type IncomingHttpHeaders, request } from 'node:http';
import { type OfferingProgress, offeringProgressSchema } from '@ico/domain/contracts/offerings';

/** What an open progress stream has said so far, parsed as a browser's EventSource would. */
export type ProgressStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The progress events, in order (each checked against the icoprogress contract). */
  events: OfferingProgress[];
  /** The `retry:` advice, in milliseconds. */
  retry: number | undefined;
  comments: number;
  /** The whole body of a refused stream (an error answer). */
  body: () => string;
  /** Resolves once `count` events have arrived (or rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<OfferingProgress[]>;
  close(): void;
};

/** Opens `GET /api/icoportal/icoprogress/{id}/events/` on a connection of its own. */
export function openProgressStream(
  baseUrl: string,
  offeringId: number | string,
  headers: Record<string, string> = {},
): Promise<ProgressStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/icoportal/icoprogress/${offeringId}/events/`, {
      headers: { accept: 'text/event-stream', ...headers },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.setEncoding('utf8');
      let pending = '';
      let raw = '';
      const waiters = new Set<() => void>();
      const stream: ProgressStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        retry: undefined,
        comments: 0,
        body: () => raw,
        waitForEvents(count, timeoutMs = 5_000) {
          if (stream.events.length >= count) return Promise.resolve(stream.events);
          return new Promise((done, fail) => {
            const check = () => {
              if (stream.events.length < count) return;
              clearTimeout(timer);
              waiters.delete(check);
              done(stream.events);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`${stream.events.length} of ${count} progress events within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(check);
          });
        },
        close: () => req.destroy(),
      };
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end !== -1) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments += 1;
            else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (event === 'progress' && data.length > 0) stream.events.push(offeringProgressSchema.parse(JSON.parse(data.join('\n'))));
          end = pending.indexOf('\n\n');
        }
        for (const check of [...waiters]) check();
      });
      res.on('error', () => {});
      resolve(stream);
    });
    req.end();
  });
}
