import { describe, expect, it } from 'vitest';
import { INQUIRY_SUBJECT_MAX_LENGTH } from '../src/constants';
import { inquirySubjectSchema, replySubject } from '../src/inquiry-schemas';

describe('the subject of a reply to a message (issue 19)', () => {
  it.each([
    ['Re:', 'Your documents are complete', 'Re: Your documents are complete'],
    ['ตอบกลับ:', 'เอกสารของคุณครบแล้ว', 'ตอบกลับ: เอกสารของคุณครบแล้ว'],
    ['Re:', 'Payment — confirmed [#12] ✅', 'Re: Payment confirmed #12'],
    ['Re:', '   spaced\n\ttitle  ', 'Re: spaced title'],
  ])('%s %j -> %j', (prefix, title, subject) => {
    expect(replySubject(prefix, title)).toBe(subject);
  });

  it('always passes the subject rules, however long or odd the title', () => {
    for (const title of ['x'.repeat(300), '★'.repeat(50), 'ก'.repeat(200), '<script>alert(1)</script>']) {
      const subject = replySubject('Re:', title);
      expect(subject.length).toBeLessThanOrEqual(INQUIRY_SUBJECT_MAX_LENGTH);
      expect(inquirySubjectSchema.safeParse(subject).success).toBe(true);
    }
  });
});
