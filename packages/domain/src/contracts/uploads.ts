import { z } from 'zod';

/** A file part of a multipart body, as /api/docs shows it (the server checks size and content, not this schema). */
export const uploadFileSchema = z.string().meta({ format: 'binary', description: 'JPEG, PNG or PDF, at most 2.5 MB' });

/** A multipart body of file parts only, every one optional in the document (each route says which it needs). */
export const fileFormSchema = <const F extends readonly string[]>(fields: F) =>
  z.object(
    Object.fromEntries(fields.map((field) => [field, uploadFileSchema.optional()])) as Record<
      F[number],
      z.ZodOptional<typeof uploadFileSchema>
    >,
  );
