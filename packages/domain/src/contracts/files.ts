import { z } from 'zod';
import { endpoint } from './endpoint';

/** A file: no answer schema. Anyone but its owner and the staff who may see it gets 404. */
export const getPrivateFile = endpoint({
  method: 'GET',
  path: '/files/:id/',
  summary: 'A private file (identity document, bank book, company document, slip)',
  params: z.object({ id: z.string().max(64) }),
  errors: ['NOT_FOUND'],
});

/** A file: no answer schema. */
export const getPublicFile = endpoint({
  method: 'GET',
  path: '/public-files/:id/',
  summary: 'A public file (token image, poster, monitoring document)',
  params: z.object({ id: z.string().max(64) }),
  errors: ['NOT_FOUND'],
});
