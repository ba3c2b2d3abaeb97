import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, login, signUp, startAccountsServer } from './support/accounts';
import { PDF } from './support/admin-offerings';
import { createTempDir, ONE_DATABASE, removeDir } from './support/test-server';

/** s3rver ships no types: the little of it this test uses. */
type S3rverInstance = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
type S3rverOptions = { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

const BUCKET = 'ico-test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function selfieForm(second: Buffer): FormData {
  const form = new FormData();
  form.append('selfiePrivate', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'selfie.png');
  form.append('IDcard1Private', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'front.pdf');
  form.append('IDcard2Private', new Blob([new Uint8Array(second)], { type: 'image/png' }), 'back.png');
  return form;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe('private files on S3-compatible storage', () => {
  let s3: S3rverInstance;
  let s3Dir: string;
  let server: AccountsServer;
  let client: S3Client;

  const objectKeys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  };
  const send = async (token: string, form: FormData) => {
    const response = await fetch(`${server.baseUrl}/api/auth/selfie_file/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    s3Dir = await createTempDir('s3');
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    server = await startAccountsServer(ONE_DATABASE, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    client?.destroy();
    await s3?.close();
    if (s3Dir) await removeDir(s3Dir);
  });

  it('stores an upload in the bucket, serves it back and writes nothing locally', async () => {
    expect(server.app.files.kind).toBe('s3');
    const investor = await signUp(server);
    const tokens = await login(server, investor);
    const answer = await send(tokens.access, selfieForm(PNG));
    expect(answer).toEqual({ status: 200, body: { message: 'FINISH' } });
    expect(await objectKeys()).toHaveLength(3);

    const verification = await call<{ items: { selfieFile: { files: { id: string; field: string }[] } } }>(
      server,
      'GET',
      '/auth/verification/',
      {
        token: tokens.access,
      },
    );
    for (const [field, bytes] of [
      ['selfiePrivate', PNG],
      ['IDcard1Private', PDF],
    ] as const) {
      const id = verification.body.items.selfieFile.files.find((f) => f.field === field)?.id;
      const response = await fetch(`${server.baseUrl}/api/files/${id}/`, { headers: { authorization: `Bearer ${tokens.access}` } });
      expect(response.status).toBe(200);
      const served = Buffer.from(await response.arrayBuffer());
      // The picture is stored re-encoded (the same pixels), the PDF as sent.
      if (field === 'selfiePrivate') expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(bytes).raw().toBuffer());
      else expect(served).toEqual(bytes);
    }
    expect(await countFiles(path.join(server.config.dataDir, 'private-files'))).toBe(0);
  });

  it('leaves no object in the bucket when the submission is refused', async () => {
    const investor = await signUp(server);
    const tokens = await login(server, investor);
    expect((await send(tokens.access, selfieForm(PNG))).status).toBe(200);
    const before = await objectKeys();
    // The files pass their checks and are written; the transaction then refuses (already submitted).
    const again = await send(tokens.access, selfieForm(PNG));
    expect(again).toEqual({ status: 409, body: { message: 'PF_ALREADY_SUBMITED' } });
    expect((await objectKeys()).sort()).toEqual(before.sort());
    const fresh = await login(server, await signUp(server));
    const wrongType = await send(fresh.access, selfieForm(Buffer.from('not an image')));
    expect(wrongType.status).toBe(400);
    expect((await objectKeys()).sort()).toEqual(before.sort());
  });
});
