import { normaliseSlipReference } from '@ico/domain/slip-duplicates';
import { newTransfer, slipPicture } from '@ico/testing/slip-pictures';
import { describe, expect, it } from 'vitest';
import { readSlipCode } from '../src/services/joinings/read-slip-code';

describe('reading slips side by side', () => {
  it('gives each slip its own code: one without a code is never read with another slip’s transfer', async () => {
    // Five investors sending at once. Read side by side, a slip without a code came back with the transfer reference
    // of a slip read at the same moment in most rounds, which refused it as another reservation's payment.
    const plain = await slipPicture({ code: null });
    const transfers = [0, 1, 2, 3].map(() => newTransfer());
    const coded = await Promise.all(transfers.map((transfer) => slipPicture({ code: { transfer }, format: 'png', variant: 5 })));
    for (let round = 0; round < 4; round += 1) {
      const readings = await Promise.all([
        readSlipCode({ contentType: 'image/jpeg', data: plain }),
        ...coded.map((data) => readSlipCode({ contentType: 'image/png', data })),
      ]);
      expect(readings).toEqual([
        { check: 'NO_CODE', sendingBank: null, reference: null },
        ...transfers.map((transfer) => ({ check: 'READ', sendingBank: '004', reference: normaliseSlipReference(transfer.transRef) })),
      ]);
    }
  });
});
