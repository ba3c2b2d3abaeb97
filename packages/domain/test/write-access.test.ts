import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors';
import { USER_LEVELS } from '../src/statuses';
import { canWrite, READ_ONLY_REFUSAL, writeRefusal } from '../src/write-access';

describe('blocked users read only', () => {
  it.each([
    ['VIEWER_LEVEL', true, undefined],
    ['RETAIL_INVESTOR_LEVEL', true, undefined],
    ['PROFESSIONAL_INVESTOR_LEVEL', true, undefined],
    ['BLOCKED_LEVEL', false, 'ACCOUNT_BLOCKED'],
  ] as const)('%s may write: %s (refused with %s)', (level, may, code) => {
    expect(canWrite(level)).toBe(may);
    expect(writeRefusal(level)).toBe(code);
  });

  it('covers every level and answers 403', () => {
    expect(USER_LEVELS.filter((level) => !canWrite(level))).toEqual(['BLOCKED_LEVEL']);
    expect(ERROR_CODES[READ_ONLY_REFUSAL]).toBe(403);
  });
});
