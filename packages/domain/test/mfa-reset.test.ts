import { describe, expect, it } from 'vitest';
import { mfaResetDecisionSchema, openMfaResetSchema } from '../src/contracts/mfa-resets';
import { ERROR_CODES } from '../src/errors';
import { IDENTITY_FILE_FIELDS } from '../src/kyc-schemas';
import {
  isOpenMfaReset,
  MFA_RESET_REASON_MAX_LENGTH,
  MFA_RESET_SELFIE_FIELD,
  MFA_RESET_STATES,
  mfaResetDecisionRefusal,
  mfaResetRefusal,
  mfaResetState,
} from '../src/mfa-reset';
import { ROLE_PERMISSIONS, roleCan } from '../src/staff';

const when = new Date('2026-11-24T03:00:00Z');

describe('mfaResetState: where a two-factor reset stands', () => {
  it.each([
    [{ completedAt: null, cancelledAt: null, firstApprovedAt: null, selfieStatus: null }, 'awaitingSelfie'],
    [{ completedAt: null, cancelledAt: null, firstApprovedAt: null, selfieStatus: 'NEED_TO_SCREENING' }, 'awaitingScreening'],
    // A first approval of an account with money in progress: the selfie waits for a second member.
    [{ completedAt: null, cancelledAt: null, firstApprovedAt: when, selfieStatus: 'NEED_TO_SCREENING' }, 'awaitingSecondApproval'],
    // A rejected selfie leaves the reset open for the next one, through the new link.
    [{ completedAt: null, cancelledAt: null, firstApprovedAt: null, selfieStatus: 'REJECT' }, 'awaitingSelfie'],
    [{ completedAt: when, cancelledAt: null, firstApprovedAt: when, selfieStatus: 'DONE' }, 'completed'],
    [{ completedAt: null, cancelledAt: when, firstApprovedAt: null, selfieStatus: null }, 'cancelled'],
    [{ completedAt: null, cancelledAt: when, firstApprovedAt: when, selfieStatus: 'NEED_TO_SCREENING' }, 'cancelled'],
  ] as const)('%j is %s', (reset, state) => {
    expect(mfaResetState(reset)).toBe(state);
  });

  it('counts only the waiting states as open', () => {
    expect(MFA_RESET_STATES.filter(isOpenMfaReset)).toEqual(['awaitingSelfie', 'awaitingScreening', 'awaitingSecondApproval']);
  });
});

describe('mfaResetDecisionRefusal: who may decide a reset selfie (issue 29)', () => {
  const base = { actorId: 5, openedBy: 1, firstApprovedBy: null, copyFlagged: false } as const;
  it.each([
    [{ ...base, decision: 'approve' }, null],
    [{ ...base, decision: 'reject' }, null],
    // The member who opened the reset never decides it, either way.
    [{ ...base, openedBy: 5, decision: 'approve' }, 'MFA_RESET_OWN_REQUEST'],
    [{ ...base, openedBy: 5, decision: 'reject' }, 'MFA_RESET_OWN_REQUEST'],
    // A selfie that copies a stored picture is never approved; rejecting it is the way on.
    [{ ...base, copyFlagged: true, decision: 'approve' }, 'MFA_RESET_SELFIE_COPY'],
    [{ ...base, copyFlagged: true, decision: 'reject' }, null],
    // The second approval is another member's.
    [{ ...base, firstApprovedBy: 5, decision: 'approve' }, 'MFA_RESET_SECOND_APPROVER'],
    [{ ...base, firstApprovedBy: 4, decision: 'approve' }, null],
    [{ ...base, firstApprovedBy: 5, decision: 'reject' }, null],
    // An opener who lost the account keeps no right to decide.
    [{ ...base, openedBy: null, decision: 'approve' }, null],
  ] as const)('%j -> %s', (input, refusal) => {
    expect(mfaResetDecisionRefusal(input)).toBe(refusal);
  });

  it('answers 403 to the wrong person and 409 to a copied selfie', () => {
    expect([ERROR_CODES.MFA_RESET_OWN_REQUEST, ERROR_CODES.MFA_RESET_SECOND_APPROVER, ERROR_CODES.MFA_RESET_SELFIE_COPY]).toEqual([
      403, 403, 409,
    ]);
  });
});

describe('mfaResetRefusal: who staff may open a reset for', () => {
  it.each([
    [{ role: null, mfaEnabled: true, hasOpenReset: false }, null],
    [{ role: 'admin', mfaEnabled: true, hasOpenReset: false }, 'MFA_RESET_STAFF'],
    [{ role: 'support', mfaEnabled: false, hasOpenReset: false }, 'MFA_RESET_STAFF'],
    [{ role: null, mfaEnabled: false, hasOpenReset: false }, 'MFA_NOT_ENABLED'],
    [{ role: null, mfaEnabled: true, hasOpenReset: true }, 'MFA_RESET_OPEN'],
  ] as const)('%j -> %s', (account, refusal) => {
    expect(mfaResetRefusal(account)).toBe(refusal);
  });

  it('answers 403 for staff accounts and 409 for a second open reset', () => {
    expect(ERROR_CODES.MFA_RESET_STAFF).toBe(403);
    expect(ERROR_CODES.MFA_RESET_OPEN).toBe(409);
  });
});

describe('the forms', () => {
  it('opens with a reason of 1 to 500 characters', () => {
    expect(openMfaResetSchema.safeParse({ userId: 3, reason: 'Inquiry #12: phone lost' }).success).toBe(true);
    expect(openMfaResetSchema.safeParse({ userId: 3, reason: '   ' }).error?.issues[0]?.message).toBe('REASON_REQUIRED');
    expect(openMfaResetSchema.safeParse({ userId: 3, reason: 'x'.repeat(MFA_RESET_REASON_MAX_LENGTH) }).success).toBe(true);
    expect(openMfaResetSchema.safeParse({ userId: 3, reason: 'x'.repeat(MFA_RESET_REASON_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(
      'TEXT_TOO_LONG',
    );
    expect(openMfaResetSchema.safeParse({ userId: 0, reason: 'x' }).success).toBe(false);
  });

  it.each([
    [{ decision: 'approve' }, true],
    [{ decision: 'approve', reason: null }, true],
    [{ decision: 'reject', reason: 'The face is not visible' }, true],
    [{ decision: 'reject' }, false],
    [{ decision: 'reject', reason: '  ' }, false],
    [{ decision: 'returnForResubmission', reason: 'x' }, false],
  ])('decision %j valid: %s', (body, valid) => {
    expect(mfaResetDecisionSchema.safeParse(body).success).toBe(valid);
  });
});

describe('the re-check reuses the identity rules', () => {
  it('takes the selfie field of both identity screens', () => {
    expect(IDENTITY_FILE_FIELDS.THAI).toContain(MFA_RESET_SELFIE_FIELD);
    expect(IDENTITY_FILE_FIELDS.FOREIGN).toContain(MFA_RESET_SELFIE_FIELD);
  });

  it('lets open and cancel only roles that can also see identity files and screen them', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      if (permissions.includes('users.resetMfa'))
        expect(roleCan(role as keyof typeof ROLE_PERMISSIONS, 'verification.screen'), role).toBe(true);
    }
  });
});
