import { describe, expect, it } from 'vitest';
import { type ChainRow, canonicalRow, rowHash, sortedJson, verifyRows } from '../src/services/audit/audit-chain';

const at = new Date('2026-11-24T07:00:00.123Z');
const content = (id: number, overrides: Partial<ChainRow> = {}): Omit<ChainRow, 'prevHash' | 'hash'> => ({
  id,
  actorId: 7,
  action: 'joinings.export',
  targetType: 'offering',
  targetId: '3',
  detail: { status: null, rows: 2 },
  ipAddress: '127.0.0.1',
  createdAt: at,
  ...overrides,
});

/** A correctly chained log of `count` rows. */
function chain(count: number): ChainRow[] {
  const rows: ChainRow[] = [];
  let prevHash: string | null = null;
  for (let id = 1; id <= count; id += 1) {
    const row = content(id, { detail: { n: id, name: 'ทดสอบ' } });
    const hash = rowHash(row, prevHash);
    rows.push({ ...row, prevHash, hash });
    prevHash = hash;
  }
  return rows;
}

describe('sortedJson', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ z: { y: 1, x: [{ d: 1, c: 2 }] } }, '{"z":{"x":[{"c":2,"d":1}],"y":1}}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    [[undefined, 1], '[null,1]'],
    ['ไทย "quoted"', '"ไทย \\"quoted\\""'],
    [null, 'null'],
    [12.5, '12.5'],
  ])('%j -> %s', (value, expected) => {
    expect(sortedJson(value)).toBe(expected);
  });
});

describe('canonicalRow and rowHash', () => {
  it('is a fixed-order array of the columns with the ISO timestamp', () => {
    expect(canonicalRow(content(5))).toBe(
      '[5,7,"joinings.export","offering","3",{"rows":2,"status":null},"127.0.0.1","2026-11-24T07:00:00.123Z"]',
    );
  });

  it('does not depend on the key order of the detail (jsonb reorders keys)', () => {
    expect(rowHash(content(1, { detail: { a: 1, b: { c: 2, d: 3 } } }), null)).toBe(
      rowHash(content(1, { detail: { b: { d: 3, c: 2 }, a: 1 } }), null),
    );
  });

  it.each<[string, Partial<ChainRow>]>([
    ['id', { id: 6 }],
    ['actor', { actorId: 8 }],
    ['no actor', { actorId: null }],
    ['action', { action: 'joining.status' }],
    ['target type', { targetType: 'user' }],
    ['target id', { targetId: '4' }],
    ['detail', { detail: { status: null, rows: 3 } }],
    ['ip address', { ipAddress: '10.0.0.1' }],
    ['time (one millisecond)', { createdAt: new Date(at.getTime() + 1) }],
  ])('changes with the %s', (_, change) => {
    expect(rowHash(content(5, change), 'a'.repeat(64))).not.toBe(rowHash(content(5), 'a'.repeat(64)));
  });

  it('changes with the previous hash, and is 64 hex digits', () => {
    const hash = rowHash(content(5), null);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rowHash(content(5), 'b'.repeat(64))).not.toBe(hash);
  });
});

describe('verifyRows', () => {
  const rows = chain(5);
  const row3 = rows[2] as ChainRow;

  it.each<[string, ChainRow[], { id: number; reason: string } | null, number]>([
    ['an empty log', [], null, 0],
    ['an intact log', rows, null, 5],
    ['a changed detail', rows.map((row) => (row.id === 3 ? { ...row, detail: { n: 99 } } : row)), { id: 3, reason: 'content' }, 2],
    ['a changed time', rows.map((row) => (row.id === 3 ? { ...row, createdAt: new Date(0) } : row)), { id: 3, reason: 'content' }, 2],
    ['a changed hash', rows.map((row) => (row.id === 3 ? { ...row, hash: 'f'.repeat(64) } : row)), { id: 3, reason: 'content' }, 2],
    ['a deleted row', rows.filter((row) => row.id !== 3), { id: 4, reason: 'link' }, 2],
    [
      'a rewritten row with a recomputed hash',
      rows.map((row) => (row.id === 3 ? { ...row, detail: { n: 99 }, hash: rowHash({ ...row, detail: { n: 99 } }, row.prevHash) } : row)),
      { id: 4, reason: 'link' },
      3,
    ],
    ['rows out of order', [rows[0], rows[2], rows[1]] as ChainRow[], { id: 3, reason: 'link' }, 1],
    ['a row without a hash', rows.map((row) => (row.id === 4 ? { ...row, hash: null } : row)), { id: 4, reason: 'missing' }, 3],
    ['a first row that links somewhere', [{ ...row3, prevHash: 'c'.repeat(64) }], { id: 3, reason: 'link' }, 0],
  ])('%s', (_, input, broken, checked) => {
    const result = verifyRows(input);
    expect(result.checked).toBe(checked);
    if (broken === null) {
      expect(result.broken).toBeNull();
      expect(result.lastHash).toBe(input.at(-1)?.hash ?? null);
    } else {
      expect(result.broken).toMatchObject(broken);
    }
  });

  it('continues across batches and stops at the first break', () => {
    const first = verifyRows(rows.slice(0, 2));
    expect(verifyRows(rows.slice(2), first)).toEqual(verifyRows(rows));
    const broken = verifyRows([{ ...(rows[0] as ChainRow), hash: null }]);
    expect(verifyRows(rows.slice(1), broken)).toBe(broken);
  });

  it('names the broken row with its action and time', () => {
    expect(verifyRows([{ ...row3, prevHash: null, detail: {} }]).broken).toEqual({
      id: 3,
      action: 'joinings.export',
      created_at: '2026-11-24T07:00:00.123Z',
      reason: 'content',
    });
  });
});
