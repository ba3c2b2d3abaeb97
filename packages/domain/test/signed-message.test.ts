import { describe, expect, it } from 'vitest';
import { parseSignedMessage } from '../src/signed-message';

const SIG = `0x${'ab'.repeat(65)}`;
const ADDRESS = '0x9a1b2c3d4e5f60718293a4b5c6d7e8f901234567';

describe('a signed message pasted whole into the signature field (issue 19)', () => {
  it.each([
    [
      "MyEtherWallet's Sign Message (version 3, pretty-printed as it shows it)",
      JSON.stringify({ address: ADDRESS, msg: 'abandon-ability-able', sig: SIG, version: '3', signer: 'MEW' }, null, 2),
      { signature: SIG, address: ADDRESS, message: 'abandon-ability-able', version: '3' },
    ],
    [
      'MyCrypto and older MyEtherWallet (version 2)',
      JSON.stringify({ address: ADDRESS, msg: 'zoo-zone-zero', sig: SIG, version: '2', signer: 'MyCrypto' }),
      { signature: SIG, address: ADDRESS, message: 'zoo-zone-zero', version: '2' },
    ],
    [
      'signature and message spelt out, version as a number',
      JSON.stringify({ address: ADDRESS, message: 'zoo-zone-zero', signature: SIG, version: 3 }),
      { signature: SIG, address: ADDRESS, message: 'zoo-zone-zero', version: '3' },
    ],
    [
      'a signature without its 0x',
      JSON.stringify({ address: ADDRESS, msg: 'zoo-zone-zero', sig: SIG.slice(2), version: '3' }),
      { signature: SIG, address: ADDRESS, message: 'zoo-zone-zero', version: '3' },
    ],
    [
      'typographic quotes from a phone keyboard',
      `{“address”: “${ADDRESS}”, “msg”: “zoo-zone-zero”, “sig”: “${SIG}”, “version”: “3”}`,
      { signature: SIG, address: ADDRESS, message: 'zoo-zone-zero', version: '3' },
    ],
    [
      'a message that is not three words is left out (the form keeps its own)',
      JSON.stringify({ address: ADDRESS, msg: 'Hello World', sig: SIG, version: '3' }),
      { signature: SIG, address: ADDRESS, message: undefined, version: '3' },
    ],
    ['only a signature', JSON.stringify({ sig: SIG }), { signature: SIG, address: undefined, message: undefined, version: undefined }],
    [
      'blank parts are missing parts',
      JSON.stringify({ sig: SIG, address: ' ', version: '' }),
      { signature: SIG, address: undefined, message: undefined, version: undefined },
    ],
  ])('%s', (_label, text, expected) => {
    expect(parseSignedMessage(text)).toEqual(expected);
    expect(parseSignedMessage(`  \n${text}\n `)).toEqual(expected);
  });

  it.each([
    ['a bare signature', SIG],
    ['an empty field', ''],
    ['broken JSON', `{"sig": "${SIG}"`],
    ['a list', `[{"sig": "${SIG}"}]`],
    ['an object without a signature', JSON.stringify({ address: ADDRESS, msg: 'zoo-zone-zero', version: '3' })],
    ['a signature that is not text', JSON.stringify({ sig: { r: 1 } })],
    ['null', 'null'],
  ])('leaves %s as typed', (_label, text) => {
    expect(parseSignedMessage(text)).toBeUndefined();
  });
});
