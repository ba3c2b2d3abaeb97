import { describe, expect, it } from 'vitest';
import { auditExportQuerySchema } from '../src/contracts/audit';

describe('auditExportQuerySchema: two Bangkok dates, `to` not before `from`, at most 366 days', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    ['2024-02-29', '2024-03-01'],
    ['2024-01-01', '2024-12-31'],
    ['2025-01-01', '2026-01-01'],
  ])('accepts %s to %s', (from, to) => {
    expect(auditExportQuerySchema.parse({ from, to })).toEqual({ from, to });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, { from: 'DATE_REQUIRED', to: 'DATE_REQUIRED' }],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: 'DATE_REQUIRED' }],
    [{ from: '2025-02-29', to: '2025-03-01' }, { from: 'DATE_REQUIRED' }],
    [{ from: '2026-1-1', to: '2026-01-02' }, { from: 'DATE_REQUIRED' }],
    [{ from: '2026-01-01', to: '2026-01-02T00:00' }, { to: 'DATE_REQUIRED' }],
    [{ from: '2026-01-02', to: '2026-01-01' }, { to: 'DATE_RANGE_REVERSED' }],
    [{ from: '2025-01-01', to: '2026-01-02' }, { to: 'DATE_RANGE_TOO_LONG' }],
    [{ from: '2024-01-01', to: '2025-01-01' }, { to: 'DATE_RANGE_TOO_LONG' }],
  ])('refuses %j with %j', (input, codes) => {
    const result = auditExportQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual(codes);
  });
});
