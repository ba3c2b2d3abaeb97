/** The PostgreSQL server the tests create their databases on (trust authentication). */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The audit keys of every test server and of the template databases (ADR 0027): the suites copy databases whose rows
 * were MAC'd at the template's first start, so they all verify with the same key. Never a production key.
 */
export const TEST_AUDIT_HMAC_KEYS = `test1:${Buffer.from('ico-portal test audit key, never used outside tests').toString('base64')}`;

/** The first administrator's password in every test server. */
export const TEST_ADMIN_PASSWORD = 'Test-admin-Passw0rd!';

/** The page the fake built web app serves, so tests can recognise the SPA fallback. */
export const TEST_INDEX_HTML = '<!doctype html><html><head><title>ICO test SPA</title></head><body><div id="root"></div></body></html>\n';
