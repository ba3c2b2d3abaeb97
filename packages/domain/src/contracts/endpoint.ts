import type { z } from 'zod';
import type { ErrorCode } from '../errors';

/**
 * An endpoint is one object: its method, its path (the specification's spelling, under /api), its inputs, its answers
 * and the error codes it may answer (issue 31). The API registers its route from it and the web calls it by it, so a
 * URL or an answer type is written once, here.
 */
/** Where the API is served; contract paths are written under it, as the specification writes them. */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the body travels: JSON, URL-encoded (the specification's "form" calls), or multipart (files). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

export type EndpointDefinition = {
  method: HttpMethod;
  /** Under /api, with `:name` parameters and the trailing slash the specification writes. */
  path: `/${string}`;
  /** One line for /api/docs. */
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** JSON unless said; only with a body. */
  encoding?: BodyEncoding;
  /** The answers by status; none for an endpoint whose answer is a file (a download, a CSV export). */
  response?: Partial<Record<number, z.ZodType>>;
  /** The codes of the error catalogue (errors.ts) this endpoint may answer, besides the ones every endpoint may. */
  errors?: readonly ErrorCode[];
};

/** Declares an endpoint, keeping its literal types (the web's `call` reads its path, body and answer from them). */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters, as the caller has them. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** The first answer of 200 to 299: what a successful call answers. */
type SuccessStatus = 200 | 201 | 202 | 204;
export type EndpointAnswer<E extends EndpointDefinition> =
  E['response'] extends Record<number, z.ZodType>
    ? {
        [S in SuccessStatus]: S extends keyof E['response']
          ? E['response'][S] extends z.ZodType
            ? z.output<E['response'][S]>
            : never
          : never;
      }[SuccessStatus]
    : undefined;

/**
 * The path with its parameters filled in, each encoded as one segment. A missing parameter is a programming error of
 * the caller, thrown rather than sent as "undefined".
 */
export function pathOf<E extends EndpointDefinition>(target: E, params: PathParams<E['path']>): string {
  const values = params as Record<string, string | number>;
  return target.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.method} ${target.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The first path segment: the specification's prefix (auth, icoportal, survay, forum, admin, ...), used as its tag. */
export function prefixOf(target: Pick<EndpointDefinition, 'path'>): string {
  return target.path.split('/')[1] ?? '';
}
