import { isAddress } from 'viem';
import { requiredString } from './fields';

/**
 * 0x and 40 hexadecimal characters; a mixed-case address must carry a valid EIP-55 checksum.
 * Kept apart from fields.ts so that forms without a wallet do not load the Ethereum library.
 */
export const walletAddressSchema = requiredString('WALLET_ADDRESS_REQUIRED')
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'WALLET_ADDRESS_INVALID', abort: true })
  .refine((a) => isAddress(a, { strict: true }), { error: 'WALLET_ADDRESS_CHECKSUM' });
