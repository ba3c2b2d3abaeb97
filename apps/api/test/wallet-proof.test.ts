import fc from 'fast-check';
import { bytesToHex, hexToBytes, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { isWalletProof, walletProofEngine } from '../src/security/wallet-proof';

/** What viem alone says: the reference the native path must agree with. */
async function viemSays(input: { address: `0x${string}`; message: string; signature: `0x${string}` }): Promise<boolean> {
  try {
    return await verifyMessage(input);
  } catch {
    return false;
  }
}

/** secp256k1's group order: s and n - s are the two forms of one signature. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

function withV(signature: `0x${string}`, v: number): `0x${string}` {
  const bytes = hexToBytes(signature);
  bytes[64] = v;
  return bytesToHex(bytes);
}

function highS(signature: `0x${string}`): `0x${string}` {
  const bytes = hexToBytes(signature);
  const s = BigInt(bytesToHex(bytes.subarray(32, 64)));
  const flipped = hexToBytes(`0x${(N - s).toString(16).padStart(64, '0')}`);
  bytes.set(flipped, 32);
  bytes[64] = (bytes[64] ?? 27) === 27 ? 28 : 27;
  return bytesToHex(bytes);
}

describe('wallet proofs', () => {
  it('run on libsecp256k1 here (the prebuild loads on Linux x64)', () => {
    expect(walletProofEngine).toBe('libsecp256k1');
  });

  it('agree with viem on real signatures and their variants', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const message = 'apple banana cherry';
    const signature = await account.signMessage({ message });
    const v = hexToBytes(signature)[64] ?? 27;
    const cases = [
      { address: account.address, message, signature, valid: true },
      { address: account.address.toLowerCase() as `0x${string}`, message, signature, valid: true },
      { address: account.address, message, signature: withV(signature, v - 27), valid: true },
      { address: account.address, message, signature: withV(signature, v === 27 ? 28 : 27), valid: false },
      { address: account.address, message, signature: highS(signature), valid: true },
      { address: other.address, message, signature, valid: false },
      { address: account.address, message: 'apple banana cherries', signature, valid: false },
      { address: account.address, message, signature: withV(signature, 37), valid: undefined },
      { address: account.address, message, signature: `0x${'00'.repeat(65)}` as const, valid: false },
      { address: account.address, message, signature: signature.slice(0, 130) as `0x${string}`, valid: undefined },
    ];
    for (const { valid, ...input } of cases) {
      const answer = await isWalletProof(input);
      expect(answer, JSON.stringify(input)).toBe(await viemSays(input));
      if (valid !== undefined) expect(answer, JSON.stringify(input)).toBe(valid);
    }
  });

  it('agree with viem on generated signatures, messages and addresses', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const hex = (length: number) => fc.uint8Array({ minLength: length, maxLength: length }).map((bytes) => bytesToHex(bytes));
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), hex(65), fc.boolean(), async (message, garbage, signed) => {
        const signature = signed ? await account.signMessage({ message }) : garbage;
        const input = { address: account.address, message, signature };
        expect(await isWalletProof(input)).toBe(await viemSays(input));
      }),
      { numRuns: 60 },
    );
  });
});
