import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, normalizeRecoveryCode } from '../src/recovery-codes';

describe('normalizeRecoveryCode', () => {
  it.each([
    ['7K2M-9QXD-4HZT-1WEB', '7K2M9QXD4HZT1WEB'],
    ['7k2m9qxd4hzt1web', '7K2M9QXD4HZT1WEB'],
    [' 7K2M 9QXD 4HZT 1WEB ', '7K2M9QXD4HZT1WEB'],
    ['7K2M-9QXD-4HZT-lWEB', '7K2M9QXD4HZT1WEB'],
    ['OK2M-9QXD-4HZT-IWEB', '0K2M9QXD4HZT1WEB'],
    ['123456', null],
    ['7K2M-9QXD-4HZT-1WE', null],
    ['7K2M-9QXD-4HZT-1WEBX', null],
    ['7K2M-9QXD-4HZT-1WEU', null],
    ['7K2M-9QXD-4HZT-1WE!', null],
    ['', null],
  ])('%j -> %j', (typed, expected) => {
    expect(normalizeRecoveryCode(typed)).toBe(expected);
  });

  it('formats a canonical code in four groups', () => {
    expect(formatRecoveryCode('7K2M9QXD4HZT1WEB')).toBe('7K2M-9QXD-4HZT-1WEB');
  });
});
