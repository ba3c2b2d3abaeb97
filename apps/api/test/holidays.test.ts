import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiPublicHolidays } from '../src/seed/reference-data';
import { ONE_DATABASE, startTestServer, type TestServer, VALIDATION_DATABASE } from './support/test-server';

type Holiday = { date: string; nameEN: string; nameTH: string };

/** The server seeds the current year and the next at start, so the tests ask for those. */
const year = new Date().getUTCFullYear();
const THAI_SCRIPT = /^[\u0E00-\u0E7F\s]+$/;

describe.each([ONE_DATABASE])('GET /api/reference/holidays/ on %s', (database) => {
  let server: TestServer;
  const holidays = (query: string) => fetch(`${server.baseUrl}/api/reference/holidays/${query}`);

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it(`lists the Thai public holidays of ${year} in date order with their Thai names`, async () => {
    const response = await holidays(`?year=${year}`);

    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: Holiday[] };
    expect(results).toEqual(thaiPublicHolidays(year));
    expect(results.map((h) => h.date)).toEqual(results.map((h) => h.date).toSorted());
    expect(results).toContainEqual({ date: `${year}-01-01`, nameEN: "New Year's Day", nameTH: 'วันขึ้นปีใหม่' });
    expect(results).toContainEqual({ date: `${year}-04-13`, nameEN: 'Songkran Festival', nameTH: 'วันสงกรานต์' });
    for (const h of results) {
      expect(h.date.startsWith(`${year}-`)).toBe(true);
      expect(h.nameTH).toMatch(THAI_SCRIPT);
    }
  });

  it('also has the next year, so deadlines crossing the new year are right', async () => {
    const response = await holidays(`?year=${year + 1}`);

    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: Holiday[] };
    expect(results).toContainEqual(expect.objectContaining({ date: `${year + 1}-01-01`, nameTH: 'วันขึ้นปีใหม่' }));
  });

  it('answers an empty list for a valid year without data (2000, 2100 are the bounds)', async () => {
    for (const bound of [2000, 2100]) {
      const response = await holidays(`?year=${bound}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ results: [] });
    }
  });

  // Answered by the query schema before any query is made: on one database (see VALIDATION_DATABASE).
  if (database === VALIDATION_DATABASE) {
    it.each([
      ['a word', '?year=abc'],
      ['a year before 2000', '?year=1999'],
      ['a year after 2100', '?year=2101'],
      ['a fraction', `?year=${year}.5`],
      ['an empty value', '?year='],
      ['two values', `?year=${year}&year=${year + 1}`],
      ['no year', ''],
    ])('answers 400 VALIDATION_FAILED for %s', async (_label, query) => {
      const response = await holidays(query);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'VALIDATION_FAILED', detail: { year: 'INVALID_PARAMETER' } });
    });
  }
});
