import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Documented schema -> the loose schema Fastify validates instead (none: no validation); the handler checks the input. */
const looseSchemas = new WeakMap<z.ZodType, z.ZodType | null>();

/** What a form or URL-encoded handler takes before it checks the body itself: an object of any fields. */
export const anyFields = z.record(z.string(), z.unknown()).optional();

/**
 * A body (or query) schema that /api/docs shows while Fastify validates only `loose` (nothing by default). For the
 * input a handler reads and checks itself, in its own order: multipart parts (read as a stream), answer sheets (one
 * error for any fault), rules that depend on the caller (the detail form by nationality). The answers stay the
 * handler's.
 */
export function documented(schema: z.ZodType, loose: z.ZodType | null = null): z.ZodType<unknown> {
  const documented = schema.clone();
  looseSchemas.set(documented, loose);
  return documented;
}

/** The type provider's validator, with a documented schema validated by its loose one. */
export const formAwareValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const loose = looseSchemas.get(route.schema);
  if (loose === null) return (data) => ({ value: data });
  return validatorCompiler(loose ? { ...route, schema: loose } : route);
};
