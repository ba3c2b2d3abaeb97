import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../src/statuses';
import { nextVerificationStep, verificationItemsFor } from '../src/verification';

type Statuses = {
  detailInfoStatus: VerificationStatus;
  selfieFileStatus: VerificationStatus;
  bankFileStatus: VerificationStatus;
  suitabilityTestStatus: VerificationStatus;
  companyFileStatus: VerificationStatus;
};
const fresh: Statuses = {
  detailInfoStatus: 'NEED_TO_SUBMIT',
  selfieFileStatus: 'NEED_TO_SUBMIT',
  bankFileStatus: 'NEED_TO_SUBMIT',
  suitabilityTestStatus: 'NEED_TO_SUBMIT',
  companyFileStatus: 'NEED_TO_SUBMIT',
};
const allDone: Statuses = {
  detailInfoStatus: 'DONE',
  selfieFileStatus: 'DONE',
  bankFileStatus: 'DONE',
  suitabilityTestStatus: 'DONE',
  companyFileStatus: 'DONE',
};
const viewer = { userLevel: 'VIEWER_LEVEL', individual: 'individual' } as const;

describe('nextVerificationStep', () => {
  it.each([
    ['a new user sends the detail information first', { ...viewer, ...fresh }, { kind: 'submit', item: 'detailInfo' }],
    ['then the identity files', { ...viewer, ...fresh, detailInfoStatus: 'NEED_TO_SCREENING' }, { kind: 'submit', item: 'selfieFile' }],
    [
      'a rejected item comes before items to send',
      { ...viewer, ...fresh, bankFileStatus: 'REJECT' },
      { kind: 'rejected', item: 'bankFile' },
    ],
    ['all sent: waiting for screening', { ...viewer, ...allDone, selfieFileStatus: 'NEED_TO_SCREENING' }, { kind: 'screening' }],
    ['all approved but still a viewer: waiting', { ...viewer, ...allDone }, { kind: 'screening' }],
    [
      'a retail investor is ready to reserve',
      { ...allDone, userLevel: 'RETAIL_INVESTOR_LEVEL', individual: 'individual' },
      { kind: 'ready' },
    ],
    ['a blocked user has nothing to do', { ...fresh, userLevel: 'BLOCKED_LEVEL', individual: 'individual' }, { kind: 'blocked' }],
    [
      'a corporate investor also sends the company file',
      { ...allDone, companyFileStatus: 'NEED_TO_SUBMIT', userLevel: 'RETAIL_INVESTOR_LEVEL', individual: 'corporate' },
      { kind: 'submit', item: 'companyFile' },
    ],
  ] as const)('%s', (_name, me, expected) => {
    expect(nextVerificationStep(me)).toEqual(expected);
  });

  it('asks the company file of corporate investors only', () => {
    expect(verificationItemsFor('individual')).not.toContain('companyFile');
    expect(verificationItemsFor('corporate')).toContain('companyFile');
  });
});
