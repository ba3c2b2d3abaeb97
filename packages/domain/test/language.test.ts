import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../src/language';

describe('preferredLanguage', () => {
  it.each([
    { tags: ['th-TH'], expected: 'th' },
    { tags: ['th'], expected: 'th' },
    { tags: ['TH-th'], expected: 'th' },
    { tags: ['th_TH'], expected: 'th' },
    { tags: ['en-US', 'th-TH'], expected: 'en' },
    { tags: ['fr-FR', 'th-TH', 'en'], expected: 'th' },
    { tags: ['ja-JP', 'en-GB'], expected: 'en' },
    { tags: ['fr-FR', 'de'], expected: undefined },
    { tags: [], expected: undefined },
    { tags: [''], expected: undefined },
    // A tag whose primary subtag only starts like a supported one is not that language.
    { tags: ['tha', 'eng'], expected: undefined },
  ])('$tags -> $expected', ({ tags, expected }) => {
    expect(preferredLanguage(tags)).toBe(expected);
  });
});
