import type { Joining } from '@ico/domain/contracts/joinings';
import { describe, expect, it } from 'vitest';
import { timeLeft } from '../src/features/offerings/countdown';
import { closedReason, joinStep } from '../src/features/offerings/join-state';
import { secureRandomIndex, signWithWallet, toHexUtf8 } from '../src/features/offerings/wallet';
import { joiningAnswer } from '../src/test/fixtures';

const joining = (status: Joining['status']): Joining => joiningAnswer({ status });
const offering = { allowedLevels: ['RETAIL_INVESTOR_LEVEL' as const], status: 'NOW_ICO' as const, hasWhitePaper: true };

describe('join step (spec section 4)', () => {
  it.each([
    ['visitor', false, 'RETAIL_INVESTOR_LEVEL', undefined],
    ['blocked', true, 'BLOCKED_LEVEL', undefined],
    ['viewer', true, 'VIEWER_LEVEL', undefined],
    ['levelNotAllowed', true, 'PROFESSIONAL_INVESTOR_LEVEL', undefined],
    ['knowledgeTest', true, 'RETAIL_INVESTOR_LEVEL', undefined],
    ['agreement', true, 'RETAIL_INVESTOR_LEVEL', 'KNOWLEDGETEST_PASSED'],
    ['reserve', true, 'RETAIL_INVESTOR_LEVEL', 'AGREEMENT_CHECKED'],
    ['joined', true, 'RETAIL_INVESTOR_LEVEL', 'WAITING_FOR_PAYMENT'],
    // A reservation stays visible even when the level changed since.
    ['joined', true, 'BLOCKED_LEVEL', 'RESERVATION_SCREENING'],
  ] as const)('%s (signed in %s, %s, joining %s)', (kind, signedIn, userLevel, status) => {
    expect(joinStep({ signedIn, me: { userLevel, mfa_enabled: true }, offering, joining: status ? joining(status) : undefined }).kind).toBe(
      kind,
    );
  });

  it.each([
    ['PRE_ICO', false],
    ['POST_ICO', true],
  ] as const)('shows the step whatever the dates (%s) and two-factor (%s): the panel shows those beside it', (status, mfa_enabled) => {
    const step = (userLevel: 'RETAIL_INVESTOR_LEVEL' | 'PROFESSIONAL_INVESTOR_LEVEL', at?: Joining['status']) =>
      joinStep({ signedIn: true, me: { userLevel, mfa_enabled }, offering: { ...offering, status }, joining: at && joining(at) }).kind;
    expect(step('RETAIL_INVESTOR_LEVEL')).toBe('knowledgeTest');
    expect(step('RETAIL_INVESTOR_LEVEL', 'KNOWLEDGETEST_PASSED')).toBe('agreement');
    expect(step('RETAIL_INVESTOR_LEVEL', 'AGREEMENT_CHECKED')).toBe('reserve');
    expect(step('PROFESSIONAL_INVESTOR_LEVEL', 'AGREEMENT_CHECKED')).toBe('levelNotAllowed');
  });

  it('is closed outside NOW_ICO and when nothing is left', () => {
    expect(closedReason({ status: 'PRE_ICO', hasWhitePaper: true }, '100')).toBe('notStarted');
    expect(closedReason({ status: 'POST_ICO', hasWhitePaper: true }, '100')).toBe('ended');
    expect(closedReason({ status: 'NOW_ICO', hasWhitePaper: true }, '0')).toBe('fullyReserved');
    expect(closedReason({ status: 'NOW_ICO', hasWhitePaper: true }, '1')).toBeUndefined();
    // Issue 19: no white paper, no knowledge test or reservation, whatever is left; an ended offering says it ended.
    expect(closedReason({ status: 'NOW_ICO', hasWhitePaper: false }, '1')).toBe('noWhitePaper');
    expect(closedReason({ status: 'PRE_ICO', hasWhitePaper: false }, '1')).toBe('noWhitePaper');
    expect(closedReason({ status: 'POST_ICO', hasWhitePaper: false }, '1')).toBe('ended');
  });
});

describe('countdown', () => {
  it('counts whole days, hours and minutes, rounding the last minute up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(timeLeft(new Date('2026-01-03T05:07:30Z'), now)).toEqual({ days: 2, hours: 5, minutes: 8, done: false });
    expect(timeLeft(new Date('2026-01-01T00:00:00Z'), now).done).toBe(true);
  });
});

describe('wallet helpers', () => {
  it('hex-encodes the UTF-8 message for personal_sign', () => {
    expect(toHexUtf8('abandon-ability-able')).toBe(`0x${Buffer.from('abandon-ability-able', 'utf8').toString('hex')}`);
  });

  it('draws indexes inside the range', () => {
    for (let i = 0; i < 200; i++) {
      const n = secureRandomIndex(2048);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(2048);
    }
  });

  it('asks for the account then personal_sign, and names a refusal', async () => {
    const calls: unknown[] = [];
    const provider = {
      request: async (args: { method: string; params?: unknown[] }) => {
        calls.push(args);
        return args.method === 'eth_requestAccounts' ? ['0xAbC'] : '0xsig';
      },
    };
    await expect(signWithWallet(provider, 'a-b-c')).resolves.toEqual({ address: '0xAbC', signature: '0xsig', version: 'personal_sign' });
    expect(calls[1]).toEqual({ method: 'personal_sign', params: [toHexUtf8('a-b-c'), '0xAbC'] });
    const refusing = { request: async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) };
    await expect(signWithWallet(refusing, 'a-b-c')).rejects.toMatchObject({ problem: 'REJECTED' });
    const empty = { request: async () => [] };
    await expect(signWithWallet(empty, 'a-b-c')).rejects.toMatchObject({ problem: 'NO_ACCOUNT' });
  });
});
