import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadAuditConfig, loadConfig } from '../src/config';
import { checkText, parseAuditKeys, signText } from '../src/services/audit/audit-keys';
import { createTempDir, removeDir } from './support/test-server';

const SECRET_32 = 'x'.repeat(32);
const key = (bytes: number) => randomBytes(bytes).toString('base64');

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ JWT_SECRET: SECRET_32, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('AUDIT_HMAC_KEYS and the anchors (ADR 0027)', () => {
  let dir: string;
  const originalCwd = process.cwd();
  beforeEach(async () => {
    dir = realpathSync(await createTempDir('audit-config'));
    process.chdir(dir);
  });
  afterEach(async () => {
    process.chdir(originalCwd);
    await removeDir(dir);
  });

  it('takes id:base64 keys, the first signing and every one verifying', () => {
    const [newer, older] = [key(32), key(48)];
    const { auditKeys } = loadConfig({ JWT_SECRET: SECRET_32, AUDIT_HMAC_KEYS: ` k2:${newer}, k1:${older} ` });
    expect(auditKeys.signing.id).toBe('k2');
    expect([...auditKeys.keys.keys()]).toEqual(['k2', 'k1']);
    const oldRing = parseAuditKeys(`k1:${older}`);
    if (!('ring' in oldRing)) throw new Error('refused');
    const signedBefore = signText(oldRing.ring, 'audit-row', 'text');
    expect(checkText(auditKeys, 'audit-row', signedBefore.keyId, 'text', signedBefore.mac)).toBe('valid');
    expect(checkText(auditKeys, 'audit-row', signedBefore.keyId, 'text!', signedBefore.mac)).toBe('mismatch');
    // A MAC of one kind never passes as another (each use has its own derived key).
    expect(checkText(auditKeys, 'joining-money', signedBefore.keyId, 'text', signedBefore.mac)).toBe('mismatch');
    expect(checkText(auditKeys, 'audit-row', 'k0', 'text', signedBefore.mac)).toBe('unknownKey');
    // Given keys: nothing is generated.
    expect(existsSync(path.join(dir, 'data', 'secrets', 'audit-hmac-keys'))).toBe(false);
  });

  it.each([
    ['a short key', `k1:${key(31)}`, 'AUDIT_HMAC_KEYS: key "k1" has 31 bytes; each key needs at least 32 random bytes'],
    ['no id', key(32), 'AUDIT_HMAC_KEYS: entry 1 must be written key-id:base64-secret'],
    ['a bad id', `k 1:${key(32)}`, 'AUDIT_HMAC_KEYS: entry 1 must be written key-id:base64-secret'],
    ['not base64', 'k1:not*base64*at*all*but*long*enough*to*pass', 'AUDIT_HMAC_KEYS: entry 1 must be written key-id:base64-secret'],
    ['an id twice', `k1:${key(32)},k1:${key(32)}`, 'AUDIT_HMAC_KEYS: key id "k1" is given twice'],
    ['a second entry wrong', `k2:${key(32)},k1:`, 'AUDIT_HMAC_KEYS: entry 2 must be written key-id:base64-secret'],
  ])('refuses %s by name at start, never quoting the secret', (_, value, message) => {
    const found = problems({ AUDIT_HMAC_KEYS: value });
    expect(found).toEqual([expect.stringContaining(message)]);
    const secret = value.split(':').at(-1) ?? '';
    if (secret.length > 8) expect(found.join(' ')).not.toContain(secret);
  });

  it('generates one key into DATA_DIR/secrets (mode 0600) when none is given, and loads the same one next time', () => {
    const first = loadConfig({ JWT_SECRET: SECRET_32, DATA_DIR: 'data' });
    const file = path.join(dir, 'data', 'secrets', 'audit-hmac-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^local-[0-9a-f]{8}:[A-Za-z0-9+/]{64}\n$/);
    expect(first.auditKeys.signing.secret.length).toBe(48);
    const second = loadConfig({ JWT_SECRET: SECRET_32, DATA_DIR: 'data' });
    expect(second.auditKeys.signing).toEqual(first.auditKeys.signing);
    // The operator's command reads it and never makes one.
    expect(loadAuditConfig({ DATA_DIR: 'data' }).keys?.signing).toEqual(first.auditKeys.signing);
    expect(loadAuditConfig({ DATA_DIR: 'elsewhere' }).keys).toBeUndefined();
    expect(existsSync(path.join(dir, 'elsewhere'))).toBe(false);
  });

  it('anchors to DATA_DIR/audit-anchors.jsonl hourly by default; a file of its own, mail, interval; never nowhere', () => {
    expect(loadConfig({ JWT_SECRET: SECRET_32 }).auditAnchor).toEqual({
      file: path.join(dir, 'data', 'audit-anchors.jsonl'),
      email: undefined,
      intervalMs: 3_600_000,
    });
    expect(
      loadConfig({
        JWT_SECRET: SECRET_32,
        AUDIT_ANCHOR_FILE: '/var/log/ico/anchors.jsonl',
        AUDIT_ANCHOR_EMAIL: 'compliance@example.com',
        AUDIT_ANCHOR_INTERVAL_MINUTES: '15',
      }).auditAnchor,
    ).toEqual({ file: '/var/log/ico/anchors.jsonl', email: 'compliance@example.com', intervalMs: 900_000 });
    expect(
      loadConfig({ JWT_SECRET: SECRET_32, AUDIT_ANCHOR_FILE: 'none', AUDIT_ANCHOR_EMAIL: 'compliance@example.com' }).auditAnchor.file,
    ).toBeNull();
    expect(problems({ AUDIT_ANCHOR_FILE: 'none' })).toEqual([expect.stringMatching(/^AUDIT_ANCHOR_FILE: none needs AUDIT_ANCHOR_EMAIL/)]);
    expect(problems({ AUDIT_ANCHOR_EMAIL: 'compliance' })).toEqual([expect.stringMatching(/^AUDIT_ANCHOR_EMAIL: /)]);
    for (const bad of ['-1', '1.5', 'hourly', '1441'])
      expect(problems({ AUDIT_ANCHOR_INTERVAL_MINUTES: bad })).toEqual([expect.stringMatching(/^AUDIT_ANCHOR_INTERVAL_MINUTES: /)]);
  });
});
