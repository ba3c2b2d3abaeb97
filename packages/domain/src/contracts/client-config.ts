import { z } from 'zod';

/** GET /api/reference/client-config/: the operator's settings the web app needs, all public by nature. */
export const clientConfigSchema = z.object({
  /** The WalletConnect (Reown) project id; null when the operator has not set WALLETCONNECT_PROJECT_ID. */
  walletConnectProjectId: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** GET /api/reference/client-config/ */
export const clientConfigContract = { response: { 200: clientConfigSchema } };
