/**
 * The baseline of the read scenarios: a bare `node:http` server that answers recorded paths with the portal's
 * own bytes (status, headers, body) and does nothing else. Run as a child process by startBareServer.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { RecordedAnswer } from './bare-server';

const file = process.env.BARE_ANSWERS;
if (!file) throw new Error('BARE_ANSWERS is not set');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([pathname, a]) => [
    pathname,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);
answers.set('/__ready', { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('ok') });

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
