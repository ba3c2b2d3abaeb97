/**
 * Stable codes the API answers in `message` (PRODUCT.md section 3), with their HTTP status.
 * The web app translates each one; a test checks every code has an English and a Thai text.
 */
export const ERROR_CODES = {
  // 400: the request is wrong
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_PARAMETER: 400,
  FILL_ALL_DATA: 400,
  ANSWER_ALL_QUESTIONS: 400,
  SUITABILITY_TOO_LOW: 400,
  KNOWLEDGE_TEST_FAILED: 400,
  MUST_ACCEPT_TERMS: 400,
  INVALID_EMAIL: 400,
  VERIFICATION_CODE_WRONG: 400,
  LINK_EXPIRED: 400,
  /** A sign-up or set-password link that already made its account: the owner logs in instead (issue 19). */
  LINK_USED: 400,
  WRONG_OTP: 400,
  OLD_PASSWORD_WRONG: 400,
  /** A new password that is a common one, or built from the person's own words (password-strength.ts). */
  PASSWORD_COMMON: 400,
  PASSWORD_PERSONAL: 400,
  MFA_NOT_ENABLED: 400,
  UNDER_MINIMUM: 400,
  OVER_MAXIMUM: 400,
  OVER_TOTAL_VOLUME: 400,
  TOTAL_BELOW_RESERVED: 400,
  NO_RECIPIENTS: 400,
  INVALID_SIGNATURE: 400,
  SIGN_MESSAGE_USED: 400,
  /** A waiting-room ticket that is malformed, forged, or another investor's or offering's (admission.ts). */
  WAITING_TICKET_INVALID: 400,
  /** A waiting-room ticket past its lifetime: the investor joins the line anew. */
  WAITING_TICKET_EXPIRED: 400,
  FILE_TYPE_NOT_ALLOWED: 400,
  FILE_REQUIRED: 400,
  /** A JPEG or PNG that cannot be decoded as a picture (issue 17: every picture is re-encoded before it is stored). */
  FILE_DAMAGED: 400,
  /** A two-factor-reset selfie that is a picture the account sent before, byte for byte: a new photo is needed. */
  SELFIE_IS_COPY: 400,
  /** A bank statement with a line booked in the future: refused whole (reconciliation.ts). */
  STATEMENT_FUTURE_LINE: 400,
  /** A PDF carrying JavaScript, a launch, submit or import action, an embedded file or a form: refused, never stored. */
  PDF_ACTIVE_CONTENT: 400,
  US_PERSON_NOT_ALLOWED: 400,
  EMAIL_UNCHANGED: 400,
  /** Bank statement import (issue 17, statement-formats.ts): not a CSV file (a picture, a ZIP, empty). */
  STATEMENT_NOT_CSV: 400,
  /** Neither UTF-8 nor TIS-620. */
  STATEMENT_ENCODING: 400,
  /** A column the format needs is missing (`detail.column` names it). */
  STATEMENT_COLUMNS: 400,
  /** A bad date, time or amount (`detail.line` and `detail.column`). */
  STATEMENT_ROW: 400,
  /** Not one credit (money in) in the file. */
  STATEMENT_EMPTY: 400,
  /** A watch-list file refused whole (issue 30): `detail.at` names the line or element, `detail.problem` the fault. */
  WATCHLIST_FILE_INVALID: 400,
  // 401: who are you
  UNAUTHORIZED: 401,
  WRONG_USERNAME_OR_PASSWORD: 401,
  TOKEN_EXPIRED: 401,
  SESSION_REVOKED: 401,
  /** The session passed its lifetime or its idle timeout (session-lifetimes.ts): sign in again. */
  SESSION_EXPIRED: 401,
  /** A disabled staff member's token: refused at once (issue 16). */
  STAFF_DISABLED: 401,
  ANONYMOUS_CANNOT_POST: 401,
  // 403: not for you
  FORBIDDEN: 403,
  /**
   * Issue 30, deliver 6: the suitability assessment is older than SUITABILITY_VALID_DAYS; `detail.link` is the test to
   * take again before reserving.
   */
  SUITABILITY_EXPIRED: 403,
  /** Issue 30: an EDD declaration from an investor whose risk level does not call for one. */
  EDD_NOT_REQUIRED: 403,
  LEVEL_NOT_ALLOWED: 403,
  AGREEMENT_NOT_ACCEPTED: 403,
  KNOWLEDGE_TEST_MISSING: 403,
  NOT_JOINED_YET: 403,
  OFFERING_NOT_OPEN: 403,
  CORPORATE_SIGNUP_OFFLINE: 403,
  MFA_REQUIRED: 403,
  ACCOUNT_BLOCKED: 403,
  /**
   * The investor's answer while their account is held for a compliance review (issue 30): neutral on purpose, it never
   * says why (no tipping-off). Staff meet SCREENING_HOLD instead.
   */
  ACCOUNT_UNDER_REVIEW: 403,
  /** Staff moving money of an account under a screening review or frozen (issue 30): the case decides first. */
  SCREENING_HOLD: 403,
  MFA_RESET_STAFF: 403,
  /** Staff acting on their own account, submissions or joinings (issue 16). */
  SELF_ACTION_FORBIDDEN: 403,
  /** The proposer of a money change approving it themselves: four eyes need a second person. */
  OWN_PROPOSAL: 403,
  /** A money change made directly instead of proposed (four-eyes.ts). */
  APPROVAL_REQUIRED: 403,
  /**
   * A staff member approving money within STAFF_APPROVAL_WAIT_HOURS of being activated, enabled again or given a role
   * that can approve (issue 29); `detail.approvableFrom` is the instant it becomes possible.
   */
  APPROVER_TOO_NEW: 403,
  /** The staff member who opened a two-factor reset deciding it: another member decides (mfa-reset.ts). */
  MFA_RESET_OWN_REQUEST: 403,
  /** The first approver of a reset that needs two approving it again (an account with money in progress). */
  MFA_RESET_SECOND_APPROVER: 403,
  /** A password reset within the hold after a two-factor reset (MFA_RESET_PASSWORD_HOLD_DAYS): it waits. */
  PASSWORD_RESET_HELD: 403,
  /** The importer of a bank statement proposing or approving a confirmation from its credit (four-eyes.ts). */
  CREDIT_OWN_IMPORT: 403,
  // 404: not there (also another user's resource)
  NOT_FOUND: 404,
  /** Issue 30: an EDD declaration that does not exist. */
  EDD_NOT_EXIST: 404,
  ICO_NOT_EXIST: 404,
  NO_JOINING_EXISTS: 404,
  USER_NOT_EXIST: 404,
  MESSAGE_NOT_EXIST: 404,
  NOTICE_NOT_EXIST: 404,
  INQUIRY_NOT_EXIST: 404,
  CLOSURE_NOT_EXIST: 404,
  PROPOSAL_NOT_EXIST: 404,
  /** A screening case of the compliance queue that does not exist (issue 30). */
  SCREENING_CASE_NOT_EXIST: 404,
  /** An entry of the internal watch list that does not exist, or was removed (issue 30). */
  WATCHLIST_ENTRY_NOT_EXIST: 404,
  CREDIT_NOT_EXIST: 404,
  /** A refund case (refunds.ts) that does not exist. */
  REFUND_NOT_EXIST: 404,
  /** A bank statement credit named for a refund that does not exist. */
  REFUND_CREDIT_NOT_EXIST: 404,
  /** A receipt reference that belongs to no confirmed payment (or was changed). */
  RECEIPT_NOT_EXIST: 404,
  // 405: a one-time code is needed (spec: login and change password)
  OTP_REQUIRED: 405,
  // 409: already done
  USERNAME_EXISTS: 409,
  /** Sign-up with a username already taken: the link is spent all the same and a new one mailed (issue 29). */
  SIGNUP_USERNAME_TAKEN: 409,
  EMAIL_EXISTS: 409,
  ID_NUMBER_EXISTS: 409,
  PASSPORT_ID_EXISTS: 409,
  ALREADY_JOINED: 409,
  PF_ALREADY_SUBMITED: 409,
  /** Issue 30: an EDD declaration not in the state the step needs (proposed before approval, not yet decided). */
  EDD_STATUS_CONFLICT: 409,
  STATUS_CONFLICT: 409,
  MFA_ALREADY_ENABLED: 409,
  PAYMENT_PERIOD_OVER: 409,
  PASSWORD_ALREADY_SET: 409,
  MFA_RESET_OPEN: 409,
  /** Approving a two-factor-reset selfie that copies a picture the account sent before (mfa-reset.ts). */
  MFA_RESET_SELFIE_COPY: 409,
  /** A bank statement credit booked before the reservation it would pay was made. */
  CREDIT_BEFORE_RESERVATION: 409,
  CLOSURE_PENDING: 409,
  ACCOUNT_CLOSED: 409,
  RESERVATION_IN_PROGRESS: 409,
  PROPOSAL_PENDING: 409,
  PROPOSAL_DECIDED: 409,
  /** A screening case already decided (false positive or true match): nothing more to propose or approve. */
  SCREENING_CASE_DECIDED: 409,
  /** An internal watch-list entry with this reference is listed already (issue 30). */
  WATCHLIST_ENTRY_EXISTS: 409,
  /** A bank statement credit already attached to a payment proposal or a refund (issue 17). */
  CREDIT_SETTLED: 409,
  /** A credit attached to a joining whose amount due is not exactly the credit's. */
  CREDIT_AMOUNT_MISMATCH: 409,
  LAST_ADMIN: 409,
  /** The retail level by hand for an account whose verification (company file included) is not all approved. */
  NOT_QUALIFIED_FOR_RETAIL: 409,
  /** A receipt asked for before the payment was confirmed (PAID_STATUSES). */
  RECEIPT_NOT_AVAILABLE: 409,
  /** A payment slip whose file was already sent (for any reservation, by anyone): slip-duplicates.ts. */
  SLIP_ALREADY_SENT: 409,
  /**
   * A reservation whose money columns (amount, wallet, pinned payment terms) fail their integrity check (issue 29): its
   * receipt or statement is not given until staff have looked; they were told.
   */
  PAYMENT_DETAILS_HELD: 409,
  /** A payment slip whose transfer (its QR code's transaction reference) already paid another reservation. */
  SLIP_REFERENCE_USED: 409,
  /** A refund for an investor without an approved bank account (their latest bank file at DONE). */
  REFUND_NO_BANK_ACCOUNT: 409,
  /** The investor's approved bank account changed after the refund was proposed: reject it and propose again. */
  REFUND_BANK_ACCOUNT_CHANGED: 409,
  /** More than may be refunded (refunds.ts refundLimit). */
  REFUND_OVER_LIMIT: 409,
  /** A refund reason that does not fit the joining's status (refunds.ts refundReasonFits). */
  REFUND_REASON_MISMATCH: 409,
  /** A bank statement credit that is refunded already (a credit goes back once). */
  REFUND_CREDIT_REFUNDED: 409,
  /** A refund case that is done already. */
  REFUND_ALREADY_DONE: 409,
  /** An offering already has OFFERING_DOCUMENTS_MAX documents (offering-documents.ts). */
  OFFERING_DOCUMENTS_FULL: 409,
  /** The last white paper of an offering that has started: investors would be left with nothing to read. */
  LAST_WHITE_PAPER: 409,
  // 413, 429, 5xx
  FILE_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** The body of every error answer. `detail` maps a field to a validation key or a reason. */
export type ErrorBody = { message: string; detail?: Record<string, string> };
