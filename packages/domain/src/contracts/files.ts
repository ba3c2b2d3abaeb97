import { z } from 'zod';
/** GET /api/files/:id/ */
export const getPrivateFileContract = { params: z.object({ id: z.string().max(64) }) };

/** GET /api/public-files/:id/ */
export const getPublicFileContract = { params: z.object({ id: z.string().max(64) }) };
