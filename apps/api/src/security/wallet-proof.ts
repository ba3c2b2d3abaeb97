import { createRequire } from 'node:module';
import type { JoinRequest } from '@ico/domain/join-schemas';
import type { ecdsaRecover } from 'secp256k1';
import { hashMessage, hexToBytes, isHex, keccak256, verifyMessage } from 'viem';

type NativeCurve = { ecdsaRecover: typeof ecdsaRecover };

/**
 * libsecp256k1 through the `secp256k1` package's N-API prebuild: recovering a key takes tens of microseconds
 * there against about 4 ms of CPU in viem's JavaScript curve, and a launch checks thousands of signatures a
 * minute. Loaded without the package's JavaScript fallback: where the native build cannot load, viem does it all.
 */
const native: NativeCurve | null = (() => {
  try {
    return createRequire(import.meta.url)('secp256k1/bindings') as NativeCurve;
  } catch {
    return null;
  }
})();

/** Which implementation checks signatures in this process (logged at start). */
export const walletProofEngine: 'libsecp256k1' | 'viem' = native ? 'libsecp256k1' : 'viem';

/**
 * Whether `signature` is an EIP-191 personal_sign of `message` by `address`. Anything malformed is simply
 * not a valid proof (never an exception). The usual 65-byte signature (v of 0, 1, 27 or 28) is recovered
 * natively; any other form goes to viem, which decides it exactly as before.
 */
export async function isWalletProof(input: Pick<JoinRequest, 'address' | 'message' | 'signature'>): Promise<boolean> {
  if (!isHex(input.signature) || !isHex(input.address)) return false;
  if (native && input.signature.length === 132 && input.address.length === 42) {
    const bytes = hexToBytes(input.signature);
    const v = bytes[64] ?? 0;
    const recovery = v >= 27 ? v - 27 : v;
    if (recovery === 0 || recovery === 1) {
      try {
        const publicKey = native.ecdsaRecover(bytes.subarray(0, 64), recovery, hexToBytes(hashMessage(input.message)), false);
        // The address is the last 20 bytes of the Keccak-256 of the uncompressed key without its 0x04 prefix.
        return keccak256(publicKey.subarray(1)).slice(-40) === input.address.slice(2).toLowerCase();
      } catch {
        return false;
      }
    }
  }
  try {
    return await verifyMessage({ address: input.address, message: input.message, signature: input.signature });
  } catch {
    return false;
  }
}
