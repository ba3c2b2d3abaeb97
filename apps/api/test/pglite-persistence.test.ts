import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holiday } from '../src/db/schema';
import { createTempDir, removeDir, startTestServer, type TestServer } from './support/test-server';

describe('PGlite keeps its data in DATA_DIR', () => {
  let dataDir: string;
  let server: TestServer | undefined;

  beforeAll(async () => {
    dataDir = await createTempDir('persist');
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(dataDir);
  });

  it('reads back after a restart what it stored before', async () => {
    const staffHoliday = { date: '2099-06-15', nameEN: 'Company Day', nameTH: 'วันบริษัท' };
    server = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
    const firstSecret = server.config.jwtSecret;
    await server.app.database.db.insert(holiday).values(staffHoliday);
    await server.close();
    server = undefined;

    server = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
    const response = await fetch(`${server.baseUrl}/api/reference/holidays/?year=2099`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [staffHoliday] });
    expect(server.config.jwtSecret).toBe(firstSecret);
  });
});
