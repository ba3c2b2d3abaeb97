import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenSigner } from '../src/security/tokens';

const SESSION = '6f1c2b1e-1111-4222-8333-944444444444';

describe('access tokens remembered once verified (issue 18: signed-in reads)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a verified token again with its claims, and refuses it once it expired, as before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const signer = createTokenSigner('s'.repeat(40));
    const token = await signer.signAccess({ userId: 7, sessionId: SESSION });
    expect(await signer.verifyAccess(token)).toEqual({ userId: 7, sessionId: SESSION });
    expect(await signer.verifyAccess(token)).toEqual({ userId: 7, sessionId: SESSION });
    // Within the clock tolerance after expiry it still passes, as jose lets it; past it, it is refused.
    vi.setSystemTime(new Date(Date.parse('2026-11-24T10:00:00Z') + (ACCESS_TOKEN_SECONDS + 20) * 1000));
    expect(await signer.verifyAccess(token)).toEqual({ userId: 7, sessionId: SESSION });
    vi.setSystemTime(new Date(Date.parse('2026-11-24T10:00:00Z') + (ACCESS_TOKEN_SECONDS + 31) * 1000));
    await expect(signer.verifyAccess(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('never answers another token string from the memory: a tampered or foreign one is checked and refused', async () => {
    const signer = createTokenSigner('s'.repeat(40));
    const token = await signer.signAccess({ userId: 7, sessionId: SESSION });
    await signer.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(signer.verifyAccess(tampered)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const foreign = await createTokenSigner('t'.repeat(40)).signAccess({ userId: 7, sessionId: SESSION });
    await expect(signer.verifyAccess(foreign)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
