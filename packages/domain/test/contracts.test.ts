import { describe, expect, it } from 'vitest';
import { pathIdSchema } from '../src/contracts/path-ids';

describe('pathIdSchema: a path id is a number, or not there (the route code), or malformed (too long)', () => {
  const schema = pathIdSchema('NO_JOINING_EXISTS', 20);
  it.each([
    ['1', 1],
    ['007', 7],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %d', (value, id) => {
    expect(schema.parse(value)).toBe(id);
  });

  it.each(['0', '2147483648', '99999999999', 'abc', '1.5', '-1', '', ' 1', '1e3'])('answers %j with the route code', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['NO_JOINING_EXISTS']);
  });

  it('leaves a value over the length to the ordinary validation failure', () => {
    const result = schema.safeParse('1'.repeat(21));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).not.toContain('NO_JOINING_EXISTS');
  });
});
