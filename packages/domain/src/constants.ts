/** Business constants of spec section 9 and PRODUCT.md section 4. */

export const API_TIMEOUT_MS = 10_000;
export const SUCCESS_POPUP_MS = 1_500;

/** Upload limit per file: 2.5 MB. */
export const MAX_UPLOAD_BYTES = 2.5 * 1024 * 1024;
export const ALLOWED_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const RETAIL_JOIN_LIMIT_THB = 300_000;
export const MINIMUM_AGE_YEARS = 20;
export const PAYMENT_PERIOD_BUSINESS_DAYS = 3;

export const OTP_LENGTH = 6;
export const THAI_ID_LENGTH = 13;
export const PASSPORT_MIN_LENGTH = 5;
export const PASSPORT_MAX_LENGTH = 12;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 15;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 8;
/** PRODUCT.md section 4: a 15-character cap weakens passphrases. */
export const PASSWORD_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 50;
export const TEXT_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

export const INQUIRY_SUBJECT_MAX_LENGTH = 80;
export const INQUIRY_DESCRIPTION_MAX_LENGTH = 200;
export const SIGNATURE_MIN_LENGTH = 2;
export const SIGNATURE_MAX_LENGTH = 200;
export const VERSION_MAX_LENGTH = 200;
export const SUMMARY_PREVIEW_LENGTH = 130;

export const PAGE_SIZE = 10;
/** Back-office tables: staff work on large screens. */
export const ADMIN_PAGE_SIZE = 25;

/** Items younger than this show a relative time ('2 hours ago'). */
export const RELATIVE_TIME_LIMIT_MS = 259_200_000;

/** Decimals shown and stored: Baht with 2, tokens with 8. */
export const BAHT_DECIMALS = 2;
export const TOKEN_DECIMALS = 8;
/** The price per token is shown with at least the Baht's 2 decimals and at most this many. */
export const PRICE_MAX_DECIMALS = 8;

/** The suitability API answers a score of points times this divisor (spec section 4). */
export const SUITABILITY_SCORE_DIVISOR = 10;
export const SUITABILITY_BEGINNER_MAX_POINTS = 15;
export const SUITABILITY_STANDARD_MAX_POINTS = 25;
/** Fewer points than this and the server refuses the result; the investor may try again. */
export const SUITABILITY_PASS_POINTS = 8;

export const TIME_ZONE = 'Asia/Bangkok';
/** Thailand keeps UTC+7 all year (no daylight saving). */
export const BANGKOK_UTC_OFFSET_MINUTES = 7 * 60;

/** Special characters a password needs one of (spec section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$ %^&*-';
