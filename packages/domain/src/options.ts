/** Option lists of spec section 3. Values are stable codes; labels come in English and Thai. */

export type Label = { en: string; th: string };
export type Option<V extends string = string> = { value: V; label: Label };

function options<const V extends string>(list: ReadonlyArray<readonly [V, string, string]>): ReadonlyArray<Option<V>> {
  return list.map(([value, en, th]) => ({ value, label: { en, th } }));
}

export const ANNUAL_INCOME_OPTIONS = options([
  ['UP_TO_300K', 'Up to 300,000 Baht', 'ไม่เกิน 300,000 บาท'],
  ['300K_1M', '300,000 - 1,000,000 Baht', '300,000 - 1,000,000 บาท'],
  ['1M_2M', '1,000,000 - 2,000,000 Baht', '1,000,000 - 2,000,000 บาท'],
  ['2M_10M', '2,000,000 - 10,000,000 Baht', '2,000,000 - 10,000,000 บาท'],
  ['ABOVE_10M', 'Above 10,000,000 Baht', 'มากกว่า 10,000,000 บาท'],
]);

export const FINANCE_ASSET_OPTIONS = options([
  ['UP_TO_100K', 'Up to 100,000 Baht', 'ไม่เกิน 100,000 บาท'],
  ['100K_1M', '100,000 - 1,000,000 Baht', '100,000 - 1,000,000 บาท'],
  ['1M_2M', '1,000,000 - 2,000,000 Baht', '1,000,000 - 2,000,000 บาท'],
  ['2M_10M', '2,000,000 - 10,000,000 Baht', '2,000,000 - 10,000,000 บาท'],
  ['10M_50M', '10,000,000 - 50,000,000 Baht', '10,000,000 - 50,000,000 บาท'],
  ['ABOVE_50M', 'Above 50,000,000 Baht', 'มากกว่า 50,000,000 บาท'],
]);

export const REFERRAL_OPTIONS = options([
  ['HOMEPAGE', 'Our website', 'เว็บไซต์ของบริษัท'],
  ['OTHER_WEBSITE', "Another company's website", 'เว็บไซต์ของบริษัทอื่น'],
  ['NEWSPAPER', 'Newspaper', 'หนังสือพิมพ์'],
  ['FRIEND_FAMILY', 'Introduced by a friend or family member', 'เพื่อนหรือครอบครัวแนะนำ'],
  ['OTHERS', 'Others', 'อื่น ๆ'],
]);

export const GENDER_OPTIONS = options([
  ['MALE', 'Male', 'ชาย'],
  ['FEMALE', 'Female', 'หญิง'],
]);

export const BUSINESS_TYPE_OPTIONS = options([
  ['SERVICE', 'Service', 'บริการ'],
  ['MERCHANDISE', 'Merchandise', 'พาณิชยกรรม'],
  ['MANUFACTURING', 'Manufacturing', 'อุตสาหกรรมการผลิต'],
  ['FINANCE', 'Finance', 'การเงิน'],
]);

export const ACCOUNT_TYPE_OPTIONS = options([
  ['saving', 'Savings account', 'บัญชีออมทรัพย์'],
  ['current', 'Current account', 'บัญชีกระแสรายวัน'],
]);

export const NATIONALITY_OPTIONS = options([
  ['THAI', 'Thai', 'สัญชาติไทย'],
  ['FOREIGN', 'Foreign', 'ต่างชาติ'],
]);

export const INDIVIDUAL_OPTIONS = options([
  ['individual', 'Individual', 'บุคคลธรรมดา'],
  ['corporate', 'Corporate', 'นิติบุคคล'],
]);

export const OCCUPATION_OPTIONS = options([
  ['EMPLOYEE', 'Employee', 'พนักงานบริษัท'],
  ['BUSINESS_OWNER', 'Business owner', 'เจ้าของกิจการ'],
  ['CIVIL_SERVANT', 'Civil servant', 'ข้าราชการ'],
  ['FREELANCE', 'Freelance', 'อาชีพอิสระ'],
  ['STUDENT', 'Student', 'นักเรียน / นักศึกษา'],
  ['STATE_ENTERPRISE', 'State enterprise staff', 'พนักงานรัฐวิสาหกิจ'],
  ['ONLINE_BUSINESS', 'Online business', 'ธุรกิจออนไลน์'],
  ['INDEPENDENT_INVESTOR', 'Independent investor', 'นักลงทุนอิสระ'],
  ['HOMEMAKER', 'Homemaker', 'แม่บ้าน / พ่อบ้าน'],
  ['CLEANING_STAFF', 'Cleaning staff', 'พนักงานทำความสะอาด'],
  ['RETIRED', 'Retired', 'เกษียณอายุ'],
  ['UNEMPLOYED', 'Unemployed', 'ว่างงาน'],
  ['POLITICIAN', 'Politician', 'นักการเมือง'],
  ['SECOND_HAND_PAWN', 'Second-hand or pawn trading', 'ค้าของเก่า / รับจำนำ'],
  ['GEMS_GOLD', 'Precious stones and gold trading', 'ค้าอัญมณีและทองคำ'],
  ['CURRENCY_EXCHANGE', 'Currency exchange', 'รับแลกเปลี่ยนเงินตรา'],
  ['CASINO_GAMBLING', 'Casino or gambling', 'คาสิโน / การพนัน'],
  ['ENTERTAINMENT_VENUE', 'Entertainment venues', 'สถานบริการบันเทิง'],
  ['ARMS_TRADE', 'Arms trade', 'ค้าอาวุธ'],
  ['EMPLOYMENT_AGENT', 'Employment agent', 'จัดหางาน'],
  ['TRAVEL_TOUR', 'Travel or tour', 'ท่องเที่ยว / บริษัททัวร์'],
  ['FARMER', 'Farmer', 'เกษตรกร'],
  ['FISHERMAN', 'Fisherman', 'ประมง'],
  ['NON_BANK_TRANSFER', 'Non-bank money transfer', 'ธุรกิจโอนเงินที่ไม่ใช่ธนาคาร'],
  ['OTHER', 'Other', 'อื่น ๆ'],
  ['FOUNDATION', 'Foundations', 'มูลนิธิ'],
  ['BANK_FINANCE', 'Banks and finance companies', 'ธนาคารและบริษัทเงินทุน'],
  ['ASSET_MANAGEMENT', 'Asset management', 'บริหารสินทรัพย์'],
  ['DERIVATIVES', 'Derivatives businesses', 'ธุรกิจสัญญาซื้อขายล่วงหน้า'],
  ['STOCK_EXCHANGE', 'Stock exchange', 'ตลาดหลักทรัพย์'],
  ['INSURANCE', 'Insurance', 'ประกันภัย / ประกันชีวิต'],
  ['FUND_MANAGER', 'Fund managers', 'ผู้จัดการกองทุน'],
  ['MUTUAL_FUND', 'Mutual funds', 'กองทุนรวม'],
  ['LISTED_COMPANY', 'Listed companies', 'บริษัทจดทะเบียน'],
]);

/**
 * Public inquiry categories, by the route index the spec gives:
 * 1 ICO issuance, 2 password reset (forgot password), 4 corporate signup, 5 professional investor, 7 OTP reset.
 */
export const INQUIRY_CATEGORY_OPTIONS = options([
  ['0', 'Questions', 'สอบถามทั่วไป'],
  ['1', 'About ICO issuance', 'เกี่ยวกับการออก ICO'],
  ['2', 'Password reset', 'รีเซ็ตรหัสผ่าน'],
  ['3', 'Complaints', 'ร้องเรียน'],
  ['4', 'Corporate sign-up', 'สมัครสมาชิกนิติบุคคล'],
  ['5', 'Professional investor (limit increase)', 'นักลงทุนรายใหญ่ (ขอเพิ่มวงเงิน)'],
  ['6', 'Other', 'อื่น ๆ'],
  ['7', 'OTP reset', 'รีเซ็ต OTP'],
]);

export const INQUIRY_CATEGORY = {
  questions: '0',
  icoIssuance: '1',
  passwordReset: '2',
  complaints: '3',
  corporateSignup: '4',
  professionalInvestor: '5',
  other: '6',
  otpReset: '7',
} as const;

/** Member inquiry categories in the spec's order; the route index preselects one. */
export const MEMBER_INQUIRY_CATEGORY_OPTIONS = options([
  ['0', 'Detail information submitted (edit personal information)', 'ส่งข้อมูลส่วนตัวแล้ว (แก้ไขข้อมูลส่วนตัว)'],
  ['1', 'Selfie file submitted (edit identity files)', 'ส่งไฟล์เซลฟี่แล้ว (แก้ไขเอกสารยืนยันตัวตน)'],
  ['2', 'Bank file submitted (edit bank account)', 'ส่งข้อมูลบัญชีธนาคารแล้ว (แก้ไขบัญชีธนาคาร)'],
  ['3', 'Company file submitted', 'ส่งเอกสารบริษัทแล้ว'],
  ['4', 'Reply to a message', 'ตอบกลับข้อความ'],
  ['5', 'Other', 'อื่น ๆ'],
]);

export const optionValues = <V extends string>(list: ReadonlyArray<Option<V>>): [V, ...V[]] => {
  const values = list.map((o) => o.value);
  if (values.length === 0) throw new Error('empty option list');
  return values as [V, ...V[]];
};

export type AnnualIncome = (typeof ANNUAL_INCOME_OPTIONS)[number]['value'];
export type FinanceAssets = (typeof FINANCE_ASSET_OPTIONS)[number]['value'];
export type Referral = (typeof REFERRAL_OPTIONS)[number]['value'];
export type Gender = (typeof GENDER_OPTIONS)[number]['value'];
export type BusinessType = (typeof BUSINESS_TYPE_OPTIONS)[number]['value'];
export type AccountType = (typeof ACCOUNT_TYPE_OPTIONS)[number]['value'];
export type Nationality = (typeof NATIONALITY_OPTIONS)[number]['value'];
export type Individual = (typeof INDIVIDUAL_OPTIONS)[number]['value'];
export type Occupation = (typeof OCCUPATION_OPTIONS)[number]['value'];
