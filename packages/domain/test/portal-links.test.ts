import { describe, expect, it } from 'vitest';
import { splitPortalPaths } from '../src/portal-links';

describe('portal paths in a message (issue 19: links, not plain paths)', () => {
  it.each([
    ['See the details at /joining/12.', [{ text: 'See the details at ' }, { path: '/joining/12' }, { text: '.' }]],
    ['ดูรายละเอียดได้ที่ /joining/7', [{ text: 'ดูรายละเอียดได้ที่ ' }, { path: '/joining/7' }]],
    ['/profile then (/messages)', [{ path: '/profile' }, { text: ' then (' }, { path: '/messages' }, { text: ')' }]],
    ['3/4 of a/joining/1 and /joining/x or /admin', [{ text: '3/4 of a/joining/1 and /joining/x or /admin' }]],
    ['', []],
  ])('%j', (text, parts) => {
    expect(splitPortalPaths(text)).toEqual(parts);
    expect(
      splitPortalPaths(text)
        .map((part) => ('path' in part ? part.path : part.text))
        .join(''),
    ).toBe(text);
  });
});
