import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /api/reference/client-config/: the operator's settings the web app needs, all public by nature. */
export const clientConfigSchema = z.object({
  /** The WalletConnect (Reown) project id; null when the operator has not set WALLETCONNECT_PROJECT_ID. */
  walletConnectProjectId: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const getClientConfig = endpoint({
  method: 'GET',
  path: '/reference/client-config/',
  summary: 'Public settings of this portal for the web app',
  response: { 200: clientConfigSchema },
});
