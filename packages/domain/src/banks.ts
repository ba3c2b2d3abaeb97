import type { Label } from './options';

/**
 * `slipCode`: the three-digit bank code of Thailand's interbank clearing (ITMX), which a slip-verification QR code
 * gives as the sending bank. Banks without one never send a Thai transfer slip.
 */
export type Bank = { code: string; name: Label; region: 'thai' | 'foreign'; slipCode?: string };

function banks(region: Bank['region'], list: ReadonlyArray<readonly [string, string, string, string?]>): Bank[] {
  return list.map(([code, en, th, slipCode]) => ({ code, region, name: { en, th }, ...(slipCode ? { slipCode } : {}) }));
}

/** Banks operating in Thailand: Thai commercial banks, specialised state banks and foreign bank branches. */
export const THAI_BANKS = banks('thai', [
  ['BBL', 'Bangkok Bank', 'ธนาคารกรุงเทพ', '002'],
  ['KBANK', 'Kasikornbank', 'ธนาคารกสิกรไทย', '004'],
  ['KTB', 'Krung Thai Bank', 'ธนาคารกรุงไทย', '006'],
  ['SCB', 'Siam Commercial Bank', 'ธนาคารไทยพาณิชย์', '014'],
  ['BAY', 'Bank of Ayudhya (Krungsri)', 'ธนาคารกรุงศรีอยุธยา', '025'],
  ['TTB', 'TMBThanachart Bank', 'ธนาคารทหารไทยธนชาต', '011'],
  ['KKP', 'Kiatnakin Phatra Bank', 'ธนาคารเกียรตินาคินภัทร', '069'],
  ['CIMBT', 'CIMB Thai Bank', 'ธนาคารซีไอเอ็มบี ไทย', '022'],
  ['TISCO', 'TISCO Bank', 'ธนาคารทิสโก้', '067'],
  ['UOBT', 'United Overseas Bank (Thai)', 'ธนาคารยูโอบี', '024'],
  ['TCRB', 'Thai Credit Bank', 'ธนาคารไทยเครดิต', '071'],
  ['LHBANK', 'Land and Houses Bank', 'ธนาคารแลนด์ แอนด์ เฮ้าส์', '073'],
  ['ICBCT', 'ICBC (Thai)', 'ธนาคารไอซีบีซี (ไทย)', '070'],
  ['SCBT', 'Standard Chartered Bank (Thai)', 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)', '020'],
  ['BOCT', 'Bank of China (Thai)', 'ธนาคารแห่งประเทศจีน (ไทย)', '052'],
  ['ANZT', 'ANZ Bank (Thai)', 'ธนาคารเอเอ็นแซด (ไทย)', '079'],
  ['SMTBT', 'Sumitomo Mitsui Trust Bank (Thai)', 'ธนาคารซูมิโตโม มิตซุย ทรัสต์ (ไทย)', '080'],
  ['GSB', 'Government Savings Bank', 'ธนาคารออมสิน', '030'],
  ['GHB', 'Government Housing Bank', 'ธนาคารอาคารสงเคราะห์', '033'],
  ['BAAC', 'Bank for Agriculture and Agricultural Cooperatives', 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', '034'],
  ['EXIM', 'Export-Import Bank of Thailand', 'ธนาคารเพื่อการส่งออกและนำเข้าแห่งประเทศไทย', '035'],
  ['SMEB', 'SME Development Bank', 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย', '098'],
  ['IBANK', 'Islamic Bank of Thailand', 'ธนาคารอิสลามแห่งประเทศไทย', '066'],
  ['CITI', 'Citibank, Bangkok Branch', 'ธนาคารซิตี้แบงก์ สาขากรุงเทพฯ', '017'],
  ['SMBC', 'Sumitomo Mitsui Banking Corporation, Bangkok Branch', 'ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น สาขากรุงเทพฯ', '018'],
  ['MUFG', 'MUFG Bank, Bangkok Branch', 'ธนาคารเอ็ม ยู เอฟ จี สาขากรุงเทพฯ'],
  ['MHCB', 'Mizuho Bank, Bangkok Branch', 'ธนาคารมิซูโฮ สาขากรุงเทพฯ'],
  ['HSBC', 'The Hongkong and Shanghai Banking Corporation, Bangkok Branch', 'ธนาคารฮ่องกงและเซี่ยงไฮ้แบงกิ้งคอร์ปอเรชั่น สาขากรุงเทพฯ', '031'],
  ['DB', 'Deutsche Bank, Bangkok Branch', 'ธนาคารดอยซ์แบงก์ สาขากรุงเทพฯ', '032'],
  ['JPM', 'JPMorgan Chase Bank, Bangkok Branch', 'ธนาคารเจพีมอร์แกน เชส สาขากรุงเทพฯ', '008'],
  ['BOFA', 'Bank of America, Bangkok Branch', 'ธนาคารแห่งอเมริกา สาขากรุงเทพฯ', '027'],
  ['BNP', 'BNP Paribas, Bangkok Branch', 'ธนาคารบีเอ็นพี พารีบาส์ สาขากรุงเทพฯ', '045'],
  ['OCBC', 'Oversea-Chinese Banking Corporation, Bangkok Branch', 'ธนาคารโอเวอร์ซี-ไชนีสแบงกิ้งคอร์ปอเรชั่น สาขากรุงเทพฯ'],
  ['MEGA', 'Mega International Commercial Bank, Bangkok Branch', 'ธนาคารเมกะ สากลพาณิชย์ สาขากรุงเทพฯ', '026'],
  ['IOB', 'Indian Overseas Bank, Bangkok Branch', 'ธนาคารอินเดียนโอเวอร์ซีส์ สาขากรุงเทพฯ', '029'],
  ['RHB', 'RHB Bank, Bangkok Branch', 'ธนาคารอาร์ เอช บี สาขากรุงเทพฯ'],
]);

/** Banks abroad, for foreign investors who hold their Baht account outside Thailand. */
export const FOREIGN_BANKS = banks('foreign', [
  ['DBS', 'DBS Bank (Singapore)', 'ธนาคารดีบีเอส (สิงคโปร์)'],
  ['UOB_SG', 'United Overseas Bank (Singapore)', 'ธนาคารยูโอบี (สิงคโปร์)'],
  ['OCBC_SG', 'OCBC Bank (Singapore)', 'ธนาคารโอซีบีซี (สิงคโปร์)'],
  ['MAYBANK', 'Maybank (Malaysia)', 'ธนาคารเมย์แบงก์ (มาเลเซีย)'],
  ['CIMB_MY', 'CIMB Bank (Malaysia)', 'ธนาคารซีไอเอ็มบี (มาเลเซีย)'],
  ['BCA', 'Bank Central Asia (Indonesia)', 'ธนาคารเซ็นทรัลเอเชีย (อินโดนีเซีย)'],
  ['VCB', 'Vietcombank (Vietnam)', 'ธนาคารเวียดคอมแบงก์ (เวียดนาม)'],
  ['BDO', 'BDO Unibank (Philippines)', 'ธนาคารบีดีโอ ยูนิแบงก์ (ฟิลิปปินส์)'],
  ['HSBC_HK', 'HSBC (Hong Kong)', 'ธนาคารเอชเอสบีซี (ฮ่องกง)'],
  ['SC_HK', 'Standard Chartered (Hong Kong)', 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ฮ่องกง)'],
  ['ICBC_CN', 'Industrial and Commercial Bank of China', 'ธนาคารอุตสาหกรรมและพาณิชย์แห่งประเทศจีน'],
  ['BOC_CN', 'Bank of China', 'ธนาคารแห่งประเทศจีน'],
  ['MUFG_JP', 'MUFG Bank (Japan)', 'ธนาคารเอ็ม ยู เอฟ จี (ญี่ปุ่น)'],
  ['SMBC_JP', 'Sumitomo Mitsui Banking Corporation (Japan)', 'ธนาคารซูมิโตโม มิตซุย (ญี่ปุ่น)'],
  ['MIZUHO_JP', 'Mizuho Bank (Japan)', 'ธนาคารมิซูโฮ (ญี่ปุ่น)'],
  ['KB_KR', 'KB Kookmin Bank (Korea)', 'ธนาคารเคบี กุกมิน (เกาหลีใต้)'],
  ['SHINHAN_KR', 'Shinhan Bank (Korea)', 'ธนาคารชินฮัน (เกาหลีใต้)'],
  ['CTBC_TW', 'CTBC Bank (Taiwan)', 'ธนาคารซีทีบีซี (ไต้หวัน)'],
  ['SBI_IN', 'State Bank of India', 'ธนาคารแห่งรัฐอินเดีย'],
  ['CBA_AU', 'Commonwealth Bank of Australia', 'ธนาคารคอมมอนเวลธ์แห่งออสเตรเลีย'],
  ['ANZ_AU', 'ANZ (Australia)', 'ธนาคารเอเอ็นแซด (ออสเตรเลีย)'],
  ['HSBC_UK', 'HSBC UK', 'ธนาคารเอชเอสบีซี (สหราชอาณาจักร)'],
  ['BARCLAYS', 'Barclays (United Kingdom)', 'ธนาคารบาร์เคลย์ส (สหราชอาณาจักร)'],
  ['DB_DE', 'Deutsche Bank (Germany)', 'ธนาคารดอยซ์แบงก์ (เยอรมนี)'],
  ['BNP_FR', 'BNP Paribas (France)', 'ธนาคารบีเอ็นพี พารีบาส์ (ฝรั่งเศส)'],
  ['UBS', 'UBS (Switzerland)', 'ธนาคารยูบีเอส (สวิตเซอร์แลนด์)'],
  ['ING', 'ING (Netherlands)', 'ธนาคารไอเอ็นจี (เนเธอร์แลนด์)'],
  ['OTHER_FOREIGN', 'Other foreign bank', 'ธนาคารต่างประเทศอื่น ๆ'],
]);

export const BANKS: readonly Bank[] = [...THAI_BANKS, ...FOREIGN_BANKS];
export const BANK_CODES = BANKS.map((b) => b.code) as [string, ...string[]];
export const findBank = (code: string): Bank | undefined => BANKS.find((b) => b.code === code);
/** The bank a slip-verification QR code names by its three-digit code ('004' -> Kasikornbank), if it is one we know. */
export const findBankBySlipCode = (slipCode: string): Bank | undefined => THAI_BANKS.find((b) => b.slipCode === slipCode);
