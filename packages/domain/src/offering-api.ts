import { z } from 'zod';

/** A file the portal publishes (offering pictures, monitoring documents); the answers are in contracts/. */

/** A public picture or document: `url` is under /api/public-files/. */
export const publicFileSchema = z.object({ url: z.string(), name: z.string(), contentType: z.string() });
export type PublicFile = z.infer<typeof publicFileSchema>;
