import { pageQuerySchema } from '@ico/domain/communication';
import { parseOrThrow } from '../errors';

/** The page a forum list asks for (`?page=`, from 1), or 400 with the field's code. */
export const pageOf = (query: unknown): number => parseOrThrow(pageQuerySchema, query ?? {}).page;
