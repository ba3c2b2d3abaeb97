import { z } from 'zod';

/**
 * What the investor API answers about an offering's monitoring reports (spec sections 3 and 7). The offering and
 * joining answers are in contracts/offerings.ts and contracts/joinings.ts.
 */

/** A public picture or document: `url` is under /api/public-files/. */
export const publicFileSchema = z.object({ url: z.string(), name: z.string(), contentType: z.string() });
export type PublicFile = z.infer<typeof publicFileSchema>;

export const monitoringEntrySchema = z.object({
  id: z.number(),
  /** English title and contents (the spec's fields); Thai beside them. */
  title: z.string(),
  contents: z.string(),
  titleEN: z.string(),
  titleTH: z.string(),
  contentsEN: z.string(),
  contentsTH: z.string(),
  created_at: z.string(),
  file1: publicFileSchema.nullable(),
  file2: publicFileSchema.nullable(),
  file3: publicFileSchema.nullable(),
});
export type MonitoringEntry = z.infer<typeof monitoringEntrySchema>;
