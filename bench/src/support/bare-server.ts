import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnTs, waitForOk } from './processes';

/** One answer as the portal gave it, replayed byte for byte by the bare server. */
export type RecordedAnswer = { status: number; headers: Record<string, string>; body: string };

/** Headers Node's http server writes itself (or that describe the connection, not the answer). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The raw answer to one GET (the body as sent, never decoded), with the headers the load generator sends. */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !CONNECTION_HEADERS.has(name)) kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** GETs each path from the portal once and keeps its status, headers and body (base64) for the bare server. */
export async function recordAnswers(
  baseUrl: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Record<string, RecordedAnswer>> {
  const recorded: Record<string, RecordedAnswer> = {};
  for (const pathname of paths) {
    const answer = await getRaw(`${baseUrl}${pathname}`, headers);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
    recorded[pathname] = { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') };
  }
  return recorded;
}

export type BareServer = { baseUrl: string; pid: number; stop(): Promise<void> };

/** Starts bare-http-server.ts in its own process, answering `answers` (and 404 to anything else). */
export async function startBareServer(answers: Record<string, RecordedAnswer>): Promise<BareServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ico-bench-bare-'));
  const file = path.join(dir, 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawnTs('bench/src/support/bare-http-server.ts', { PORT: String(port), BARE_ANSWERS: file });
  const stop = async () => {
    await child.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForOk(`${baseUrl}/__ready`, child, 30_000);
    return { baseUrl, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
