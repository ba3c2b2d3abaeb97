import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@ico/domain/communication';
import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import type { Notice } from '@ico/domain/contracts/notices';
import type { Offering } from '@ico/domain/contracts/offerings';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { monitoringEntry, offering, offeringDocument, publicFile, surveyQuestion } from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo-data';
import { createTempDir, removeDir, startTestServer, type TestServer } from './support/test-server';

async function getJson<T>(server: TestServer, url: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** The public objects in the local file store of a data directory. */
async function storedPublicObjects(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'private-files', 'public')).catch(() => []);
}

describe('demo data (DEMO_DATA=true)', () => {
  let dataDir: string;
  let server: TestServer;

  beforeAll(async () => {
    dataDir = await createTempDir('demo');
    server = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir, DEMO_DATA: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(dataDir);
  });

  it('starts with an offering in each state, each with a token image and a poster served as PNG', async () => {
    const offerings = await getJson<Offering[]>(server, '/api/icoportal/icos/');
    expect(offerings.map((o) => [o.token.ticker, o.status])).toEqual([
      ['LANNA', 'PRE_ICO'],
      ['KSOLAR', 'NOW_ICO'],
      ['DURIAN', 'NOW_ICO'],
      ['ARIWORK', 'POST_ICO'],
    ]);
    expect(offerings.find((o) => o.token.ticker === 'KSOLAR')).toMatchObject({ screening: false, available: true });
    expect(offerings.find((o) => o.token.ticker === 'DURIAN')?.allowedLevels).toEqual(['PROFESSIONAL_INVESTOR_LEVEL']);
    for (const o of offerings) {
      expect(o.summaryTH).toContain('ข้อมูลสาธิต');
      for (const url of [o.token.image, o.poster]) {
        expect(url, o.token.ticker).toMatch(/^\/api\/public-files\/[0-9a-f-]{36}\/$/);
        const response = await fetch(`${server.baseUrl}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(body.length).toBeLessThan(300 * 1024);
      }
    }
  });

  it('publishes demo notices: two public ones for visitors, one more for members', async () => {
    const visitors = await getJson<Page<Notice>>(server, '/api/forum/noticespublic/');
    expect(visitors.count).toBe(2);
    expect(visitors.results.map((n) => n.title)).toEqual([
      'Scheduled maintenance on Sunday night',
      'Welcome to the SiamICO investor portal',
    ]);
    for (const n of visitors.results) expect(n.messageTH).toContain('ข้อมูลสาธิต');
  });

  it('stores a knowledge test of five questions with one correct answer each and a pass mark of 4', async () => {
    const db = server.app.database.db;
    const rows = await db.select({ id: offering.id, passMark: offering.knowledgePassMark }).from(offering);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.passMark).toBe(4);
      const questions = await db
        .select()
        .from(surveyQuestion)
        .where(eq(surveyQuestion.survey, `knowledge:${row.id}`));
      expect(questions).toHaveLength(5);
      for (const q of questions) {
        expect(q.answersTH).toHaveLength(q.answersEN.length);
        expect(q.points.filter((p) => p === 1)).toHaveLength(1);
      }
    }
  });

  it('has monitoring entries with a PNG and a PDF for the closed offering and one for an open offering', async () => {
    const offerings = await getJson<Offering[]>(server, '/api/icoportal/icos/');
    const entriesOf = (ticker: string) =>
      getJson<MonitoringEntry[]>(server, `/api/icoportal/monitoringdata/${offerings.find((o) => o.token.ticker === ticker)?.id}/`);
    const closed = await entriesOf('ARIWORK');
    expect(closed).toHaveLength(3);
    expect((await entriesOf('KSOLAR')).map((e) => e.file1?.contentType)).toEqual(['image/png']);
    const files = closed.flatMap((e) => [e.file1, e.file2, e.file3]).filter((f) => f !== null);
    expect(files.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'image/png']);
    for (const file of files) {
      const response = await fetch(`${server.baseUrl}${file.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(file.contentType);
    }
  });

  it('gives every offering a white paper in English and Thai and a filing, real PDFs, and its issuer (issue 19)', async () => {
    const offerings = await getJson<Offering[]>(server, '/api/icoportal/icos/');
    for (const o of offerings) {
      expect(o.hasWhitePaper, o.token.ticker).toBe(true);
      expect(o.documents.map((d) => [d.kind, d.language])).toEqual([
        ['WHITE_PAPER', 'th'],
        ['WHITE_PAPER', 'en'],
        ['FILING', 'en'],
      ]);
      expect(o.documents.find((d) => d.language === 'th')?.title).toMatch(/^ไวท์เปเปอร์/);
      expect(o.issuer?.nameTH).toMatch(/^บริษัท /);
      expect(o.issuer?.website).toMatch(/^https:\/\//);
      for (const document of o.documents) {
        const response = await fetch(`${server.baseUrl}${document.url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(body.length).toBe(document.size);
      }
    }
  });

  it('adds nothing on a restart on the same data', async () => {
    const objects = await storedPublicObjects(dataDir);
    // 11 pictures and monitoring files, 12 documents (three for each of the four offerings).
    expect(objects).toHaveLength(23);
    await server.close();
    server = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir, DEMO_DATA: 'true' } });
    const db = server.app.database.db;
    expect(await db.select({ n: count() }).from(offering)).toEqual([{ n: 4 }]);
    expect(await db.select({ n: count() }).from(publicFile)).toEqual([{ n: 23 }]);
    expect(await db.select({ n: count() }).from(offeringDocument)).toEqual([{ n: 12 }]);
    expect(await db.select({ n: count() }).from(monitoringEntry)).toEqual([{ n: 4 }]);
    expect(await storedPublicObjects(dataDir)).toEqual(objects);
    expect(await seedDemoData(server.app)).toBe(false);
  });
});

describe('without DEMO_DATA', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite', fresh: true });
  });
  afterAll(() => server?.close());

  it('is off by default, and a value other than true or false stops the start with its name', () => {
    expect(() => loadConfig({ DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(32), DEMO_DATA: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(32), DEMO_DATA: 'yes' })).toThrow(
      'DEMO_DATA: must be true or false',
    );
  });

  it('starts with no offerings', async () => {
    expect(server.config.demoData).toBe(false);
    expect(await getJson<Offering[]>(server, '/api/icoportal/icos/')).toEqual([]);
  });

  it('removes the written files again when the rows cannot be stored', async () => {
    const { db } = server.app.database;
    const failing = {
      select: db.select.bind(db),
      transaction: () => Promise.reject(new Error('database gone')),
    } as unknown as Database;
    const deps = { files: server.app.files, log: server.app.log, database: { ...server.app.database, db: failing } };
    await expect(seedDemoData(deps)).rejects.toThrow('database gone');
    expect(await storedPublicObjects(server.config.dataDir)).toEqual([]);
    expect(await db.select({ n: count() }).from(offering)).toEqual([{ n: 0 }]);
  });
});
