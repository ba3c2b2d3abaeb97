import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object; description?: string } }> };
        responses?: object;
      }
    >
  >;
};

describe('OpenAPI documentation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ socket: true, database: ONE_DATABASE });
  });
  afterAll(() => server?.close());

  it('serves an OpenAPI 3 document at /api/docs/json with the API paths', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await response.json()) as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('ICO Portal API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health/', '/api/reference/holidays/']));
    expect(doc.paths['/api/health/']?.get?.responses).toHaveProperty('200');
    expect(doc.paths['/api/reference/holidays/']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'year', in: 'query', required: true }),
    );
  });

  it('documents the body of every POST, PUT and PATCH, JSON, form and multipart alike', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    const undocumented = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method))
        .filter(([, operation]) => {
          const schemas = Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema);
          // Fields, or a description of why there are none (a bodiless action such as marking a message read).
          return schemas.length === 0 || schemas.some((schema) => !schema?.properties && !schema?.description);
        })
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('compresses large answers for clients that accept it', async () => {
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      request(`${server.baseUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });
    expect(encoding).toBe('gzip');
  });

  it('leaves the documentation routes themselves out of the document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the Swagger UI page at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('swagger-ui');
  });
});
