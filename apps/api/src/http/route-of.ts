import { API_BASE, type EndpointDefinition, prefixOf } from '@ico/domain/contracts/endpoint';
import type { FastifyInstance } from 'fastify';

const BEARER = [{ bearer: [] }];

/**
 * The method, URL and schema of a route, from its endpoint contract (issue 31): a route file spreads it into
 * `app.route({ ...routeOf(app, contract), onRequest, handler })`, so its URL is never written a second time. The URL
 * is made relative to the file's prefix; an endpoint registered from a file under another prefix fails the start.
 */
export function routeOf<const E extends EndpointDefinition>(app: FastifyInstance, target: E, options: { bearer?: boolean } = {}) {
  const full = `${API_BASE}${target.path}`;
  if (!full.startsWith(`${app.prefix}/`)) {
    throw new Error(`${target.method} ${full} is registered under ${app.prefix}: it belongs in the route file its URL names`);
  }
  const errors = target.errors?.length ? `Error codes: ${target.errors.join(', ')}.` : undefined;
  return {
    method: target.method,
    url: full.slice(app.prefix.length),
    schema: {
      tags: [prefixOf(target)],
      summary: target.summary,
      ...(errors ? { description: errors } : {}),
      ...(options.bearer ? { security: BEARER } : {}),
      ...(target.encoding === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      // Only the parts the contract has: Fastify and the OpenAPI transform take a present key as a schema to compile.
      ...(definedParts({ params: target.params, querystring: target.querystring, body: target.body, response: target.response }) as {
        params: E['params'];
        querystring: E['querystring'];
        body: E['body'];
        response: E['response'];
      }),
    },
  };
}

const definedParts = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
