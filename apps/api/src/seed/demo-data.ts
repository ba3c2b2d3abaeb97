import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type NoticeInput, noticeInputSchema } from '@ico/domain/communication';
import { type KnowledgeTestInput, knowledgeTestSchema } from '@ico/domain/contracts/knowledge-tests';
import {
  knowledgePoints,
  knowledgeSurveyKey,
  type MonitoringInput,
  monitoringInputSchema,
  type OfferingInput,
  offeringInputSchema,
} from '@ico/domain/offering-admin';
import { type OfferingDocumentInput, offeringDocumentInputSchema } from '@ico/domain/offering-documents';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { monitoringEntry, notice, offering, offeringDocument, publicFile, surveyQuestion } from '../db/schema';
import type { Deps } from '../services/deps';
import { seedDemoWatchlists } from './demo-watchlists';
import { tinyPdf } from './tiny-pdf';

/**
 * Demo content for the embedded default (PRODUCT.md section 2): four fictional offerings, one before, two
 * during and one after their offering period, each with a token image, a poster, a knowledge test and, for
 * the open and the closed ones, monitoring entries with files. Dates are relative to the first start, so a new
 * user can walk the whole flow at once: the open KSOLAR offering confirms reservations without screening.
 * Only with DEMO_DATA=true (`npm start` sets it), and only while the offering table is empty.
 */

const ASSETS = fileURLToPath(new URL('../../demo-assets/', import.meta.url));
/** Serialises the demo seed when several API processes start on one PostgreSQL with DEMO_DATA. */
const DEMO_LOCK_KEY = 7_231_905_119;
const PASS_MARK = 4;

type AssetName = `${string}.png` | `${string}.pdf`;

type DemoMonitoring = MonitoringInput & { daysAgo: number; files: AssetName[] };

/** A demo document: its PDF is written at seed time (tiny-pdf.ts) with these lines of text. */
type DemoDocument = OfferingDocumentInput & { lines: string[] };

type DemoOffering = {
  input: Record<keyof OfferingInput, unknown>;
  image: AssetName;
  poster: AssetName;
  documents: DemoDocument[];
  questions: KnowledgeTestInput['questions'];
  monitoring: DemoMonitoring[];
};

type Question = Omit<KnowledgeTestInput['questions'][number], 'order'>;

/** A day relative to `now` at a Bangkok wall-clock time (UTC+7, no daylight saving). */
function bangkokDay(now: Date, days: number, hour: number, minute: number): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 7, minute)).toISOString();
}

/**
 * The operator's customer account that receives the payments of each demo offering (issue 19): shown to investors with
 * copy buttons beside the PromptPay QR code. The all-nines number and "(demo)" in the name keep it from being mistaken
 * for a real account.
 */
function paymentTerms(
  ticker: string,
  accountDigit: number,
): Pick<OfferingInput, 'paymentInstructionsEN' | 'paymentInstructionsTH' | 'payeeBank' | 'payeeAccountNumber' | 'payeeAccountName'> {
  return {
    paymentInstructionsEN:
      'Pay the exact reserved amount in Thai Baht within 3 business days of confirmation. Scan or save the PromptPay QR code ' +
      `shown with your reservation, or transfer to the bank account shown beside it and write "${ticker}" and your ` +
      'username in the transfer note. Then upload the payment slip on the reservation page. Demo data: this account does not exist.',
    paymentInstructionsTH:
      'ชำระเงินเป็นเงินบาทตามจำนวนที่จองไว้พอดีภายใน 3 วันทำการนับจากวันที่ได้รับการยืนยัน โดยสแกนหรือบันทึกคิวอาร์โค้ดพร้อมเพย์ที่แสดงในหน้าการจอง ' +
      `หรือโอนเงินเข้าบัญชีธนาคารที่แสดงไว้ข้างคิวอาร์โค้ด และระบุ "${ticker}" พร้อมชื่อผู้ใช้ของคุณในบันทึกการโอน ` +
      'จากนั้นอัปโหลดสลิปการโอนเงินในหน้าการจอง ข้อมูลสาธิต: บัญชีนี้ไม่มีอยู่จริง',
    payeeBank: 'KBANK',
    payeeAccountNumber: `999999999${accountDigit}`,
    payeeAccountName: 'SiamICO Co., Ltd. for customers (demo)',
  };
}

/** Digital-asset risks every investor should know; each offering asks three of them. */
const GENERAL: Record<'value' | 'whitePaper' | 'tax' | 'noGuarantee' | 'baht', Question> = {
  value: {
    questionEN: 'What can happen to the value of a digital token after you buy it?',
    questionTH: 'มูลค่าของโทเคนดิจิทัลอาจเปลี่ยนแปลงอย่างไรหลังจากที่คุณซื้อ',
    answersEN: [
      'It is guaranteed to rise',
      'It can fall, and you may lose some or all of the money you invested',
      'It stays at the offering price for ever',
    ],
    answersTH: ['รับประกันว่าจะเพิ่มขึ้นเสมอ', 'อาจลดลง และคุณอาจสูญเสียเงินลงทุนบางส่วนหรือทั้งหมด', 'คงที่เท่ากับราคาเสนอขายตลอดไป'],
    correctAnswer: 1,
  },
  whitePaper: {
    questionEN: 'In which language must the white paper of an offering on this portal be available?',
    questionTH: 'ไวท์เปเปอร์ของการเสนอขายบนพอร์ทัลนี้ต้องจัดทำเป็นภาษาใด',
    answersEN: ['Thai', 'English only', 'No white paper is needed'],
    answersTH: ['ภาษาไทย', 'ภาษาอังกฤษเท่านั้น', 'ไม่จำเป็นต้องมีไวท์เปเปอร์'],
    correctAnswer: 0,
  },
  tax: {
    questionEN: 'At what rate is withholding tax deducted from returns paid to individual token holders in Thailand?',
    questionTH: 'ผลประโยชน์ที่จ่ายให้ผู้ถือโทเคนซึ่งเป็นบุคคลธรรมดาในประเทศไทยจะถูกหักภาษี ณ ที่จ่ายในอัตราเท่าใด',
    answersEN: ['0 percent', '7 percent', '15 percent', '35 percent'],
    answersTH: ['ร้อยละ 0', 'ร้อยละ 7', 'ร้อยละ 15', 'ร้อยละ 35'],
    correctAnswer: 2,
  },
  noGuarantee: {
    questionEN: 'Is the return on this token guaranteed?',
    questionTH: 'ผลตอบแทนของโทเคนนี้ได้รับการรับประกันหรือไม่',
    answersEN: [
      'Yes, a fixed return is paid every month whatever happens',
      'No, returns depend on how the project performs and may be lower than expected or nothing',
      'Yes, the portal operator guarantees it',
    ],
    answersTH: [
      'รับประกัน มีผลตอบแทนคงที่ทุกเดือนไม่ว่าจะเกิดอะไรขึ้น',
      'ไม่รับประกัน ผลตอบแทนขึ้นอยู่กับผลการดำเนินงานของโครงการ และอาจต่ำกว่าที่คาดหรือไม่ได้รับเลย',
      'รับประกัน โดยผู้ให้บริการพอร์ทัลเป็นผู้รับประกัน',
    ],
    correctAnswer: 1,
  },
  baht: {
    questionEN: 'How do you pay for a reservation on this portal?',
    questionTH: 'คุณชำระเงินค่าจองซื้อบนพอร์ทัลนี้อย่างไร',
    answersEN: ['In Thai Baht, by bank transfer or PromptPay', 'In Bitcoin or another cryptocurrency', 'In US dollars by credit card'],
    answersTH: ['ชำระเป็นเงินบาทผ่านการโอนเงินหรือพร้อมเพย์', 'ชำระเป็นบิตคอยน์หรือคริปโทเคอร์เรนซีอื่น', 'ชำระเป็นดอลลาร์สหรัฐด้วยบัตรเครดิต'],
    correctAnswer: 0,
  },
};

/** The white paper in English and Thai and the filing of a demo offering (issue 19: none opens without a white paper). */
function demoDocuments(tokenEN: string, tokenTH: string, ticker: string): DemoDocument[] {
  const note = 'Demo data: the project, the issuer and every figure are fictional. No real tokens are offered.';
  return [
    {
      kind: 'WHITE_PAPER',
      language: 'en',
      title: `${tokenEN} white paper`,
      lines: [`${tokenEN} (${ticker})`, 'White paper', '', 'The project, the token, the use of proceeds and the risks.', note],
    },
    {
      kind: 'WHITE_PAPER',
      language: 'th',
      title: `ไวท์เปเปอร์${tokenTH}`,
      lines: [`${tokenEN} (${ticker})`, 'White paper, Thai edition (demo)', '', note],
    },
    {
      kind: 'FILING',
      language: 'en',
      title: `${ticker} filing with the SEC`,
      lines: [`${tokenEN} (${ticker})`, 'Registration statement filed with the SEC (demo)', '', note],
    },
  ];
}

const numbered = (questions: Question[]): KnowledgeTestInput['questions'] => questions.map((q, i) => ({ ...q, order: i + 1 }));

const DEMO_NOTE_EN =
  'This is demo data of the SiamICO investor portal: the project, the issuer and every figure are fictional, and no real tokens are offered.';
const DEMO_NOTE_TH = 'ข้อมูลนี้เป็นข้อมูลสาธิตของพอร์ทัลผู้ลงทุน SiamICO โครงการ ผู้ออกโทเคน และตัวเลขทั้งหมดเป็นข้อมูลสมมติ และไม่มีการเสนอขายโทเคนจริง';

function demoOfferings(now: Date): DemoOffering[] {
  const bothLevels = ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'];
  return [
    {
      input: {
        tokenName: 'Lanna Heritage Hotel Token',
        ticker: 'LANNA',
        summaryEN:
          'The Lanna Heritage Hotel Token finances the restoration of two teak houses inside the old city walls of Chiang Mai into a ' +
          '24-room boutique hotel, run by the fictional Lanna Heritage Hospitality Co., Ltd. Holders receive a quarterly share of ' +
          'the room revenue for seven years. The hotel is planned to open about a year after the offering; until then there is ' +
          `no revenue, and tourism in Chiang Mai is seasonal. ${DEMO_NOTE_EN}`,
        summaryTH:
          'โทเคนโรงแรมมรดกล้านนาระดมทุนเพื่อบูรณะบ้านไม้สักสองหลังในเขตคูเมืองเชียงใหม่ให้เป็นโรงแรมบูติกขนาด 24 ห้อง ' +
          'ดำเนินงานโดยบริษัท ล้านนา เฮอริเทจ ฮอสพิทาลิตี้ จำกัด (บริษัทสมมติ) ผู้ถือโทเคนจะได้รับส่วนแบ่งรายได้ค่าห้องพักทุกไตรมาสเป็นเวลาเจ็ดปี ' +
          'โรงแรมมีแผนเปิดให้บริการประมาณหนึ่งปีหลังการเสนอขาย ระหว่างนั้นจะยังไม่มีรายได้ และการท่องเที่ยวในเชียงใหม่มีความผันผวนตามฤดูกาล ' +
          DEMO_NOTE_TH,
        startAt: bangkokDay(now, 10, 10, 0),
        finishAt: bangkokDay(now, 50, 23, 59),
        totalAmount: '40000000',
        totalAmountToken: '20000000',
        minimumAmount: '2000',
        allowedLevels: bothLevels,
        ...paymentTerms('LANNA', 1),
        promptPayId: '0999000000019',
        screening: true,
        issuerNameEN: 'Lanna Heritage Hospitality Co., Ltd. (fictional)',
        issuerNameTH: 'บริษัท ล้านนา เฮอริเทจ ฮอสพิทาลิตี้ จำกัด (บริษัทสมมติ)',
        issuerRegistrationNumber: '0505599000011',
        issuerAddressEN: '99 Ratchadamnoen Road, Si Phum, Mueang Chiang Mai, Chiang Mai 50200 (fictional address)',
        issuerAddressTH: '99 ถนนราชดำเนิน ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200 (ที่อยู่สมมติ)',
        issuerWebsite: 'https://lanna-heritage.example',
      },
      image: 'lanna-image.png',
      poster: 'lanna-poster.png',
      documents: demoDocuments('Lanna Heritage Hotel Token', 'โทเคนโรงแรมมรดกล้านนา', 'LANNA'),
      questions: numbered([
        {
          questionEN: 'Where does the return of the Lanna Heritage Hotel Token come from?',
          questionTH: 'ผลตอบแทนของโทเคนโรงแรมมรดกล้านนามาจากแหล่งใด',
          answersEN: ["A share of the hotel's room revenue", 'Interest on a bank deposit', 'Mining new tokens'],
          answersTH: ['ส่วนแบ่งจากรายได้ค่าห้องพักของโรงแรม', 'ดอกเบี้ยเงินฝากธนาคาร', 'การขุดโทเคนใหม่'],
          correctAnswer: 0,
        },
        {
          questionEN: 'What happens to the LANNA revenue share if fewer tourists visit Chiang Mai?',
          questionTH: 'หากนักท่องเที่ยวมาเชียงใหม่น้อยลง ส่วนแบ่งรายได้ของโทเคน LANNA จะเป็นอย่างไร',
          answersEN: ['It can fall too', 'It stays the same', 'The portal operator pays the difference'],
          answersTH: ['อาจลดลงตามไปด้วย', 'คงเดิมไม่เปลี่ยนแปลง', 'ผู้ให้บริการพอร์ทัลจ่ายส่วนต่างให้'],
          correctAnswer: 0,
        },
        GENERAL.value,
        GENERAL.whitePaper,
        GENERAL.baht,
      ]),
      monitoring: [],
    },
    {
      input: {
        tokenName: 'Korat Solar Revenue Token',
        ticker: 'KSOLAR',
        summaryEN:
          'The Korat Solar Revenue Token finances an 8 MW ground-mounted solar farm in Nakhon Ratchasima, built and operated by the ' +
          'fictional Korat Clean Energy Co., Ltd. Holders receive a share of the revenue from selling the electricity for ten years, ' +
          'paid every six months. Output depends on sunshine and on the equipment, and the price of electricity may change. ' +
          `Reservations are confirmed at once, without screening by staff. ${DEMO_NOTE_EN}`,
        summaryTH:
          'โทเคนรายได้โซลาร์ฟาร์มโคราชระดมทุนเพื่อสร้างโซลาร์ฟาร์มแบบติดตั้งบนพื้นดินขนาด 8 เมกะวัตต์ในจังหวัดนครราชสีมา ' +
          'ซึ่งก่อสร้างและดำเนินงานโดยบริษัท โคราช คลีน เอนเนอร์ยี จำกัด (บริษัทสมมติ) ผู้ถือโทเคนจะได้รับส่วนแบ่งรายได้จากการขายไฟฟ้าเป็นเวลาสิบปี ' +
          'จ่ายทุกหกเดือน ปริมาณไฟฟ้าที่ผลิตได้ขึ้นอยู่กับแสงแดดและสภาพอุปกรณ์ และราคาขายไฟฟ้าอาจเปลี่ยนแปลงได้ ' +
          `การจองซื้อจะได้รับการยืนยันทันทีโดยไม่ต้องรอเจ้าหน้าที่ตรวจสอบ ${DEMO_NOTE_TH}`,
        startAt: bangkokDay(now, -3, 10, 0),
        finishAt: bangkokDay(now, 45, 23, 59),
        totalAmount: '50000000',
        totalAmountToken: '50000000',
        minimumAmount: '1000',
        allowedLevels: bothLevels,
        ...paymentTerms('KSOLAR', 2),
        promptPayId: '0999000000027',
        screening: false,
        issuerNameEN: 'Korat Clean Energy Co., Ltd. (fictional)',
        issuerNameTH: 'บริษัท โคราช คลีน เอนเนอร์ยี จำกัด (บริษัทสมมติ)',
        issuerRegistrationNumber: '0305599000022',
        issuerAddressEN: '12 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000 (fictional address)',
        issuerAddressTH: '12 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000 (ที่อยู่สมมติ)',
        issuerWebsite: 'https://korat-clean-energy.example',
      },
      image: 'ksolar-image.png',
      poster: 'ksolar-poster.png',
      documents: demoDocuments('Korat Solar Revenue Token', 'โทเคนรายได้โซลาร์โคราช', 'KSOLAR'),
      questions: numbered([
        {
          questionEN: 'What does the KSOLAR token give its holders?',
          questionTH: 'โทเคน KSOLAR ให้สิทธิอะไรแก่ผู้ถือ',
          answersEN: [
            "A share of the revenue from selling the solar farm's electricity",
            'Ownership of the land under the solar farm',
            'Free electricity at home',
          ],
          answersTH: ['ส่วนแบ่งรายได้จากการขายไฟฟ้าของโซลาร์ฟาร์ม', 'กรรมสิทธิ์ในที่ดินของโซลาร์ฟาร์ม', 'ใช้ไฟฟ้าที่บ้านได้ฟรี'],
          correctAnswer: 0,
        },
        {
          questionEN: 'Which of these can reduce the KSOLAR revenue share?',
          questionTH: 'ข้อใดอาจทำให้ส่วนแบ่งรายได้ของโทเคน KSOLAR ลดลง',
          answersEN: [
            'Less sunshine, broken equipment or a lower electricity price',
            'More investors opening wallets',
            'Nothing can reduce it',
            'A public holiday in Bangkok',
          ],
          answersTH: [
            'แสงแดดน้อยลง อุปกรณ์ชำรุด หรือราคาขายไฟฟ้าลดลง',
            'มีผู้ลงทุนเปิดกระเป๋าเงินดิจิทัลมากขึ้น',
            'ไม่มีสิ่งใดทำให้ลดลงได้',
            'วันหยุดราชการในกรุงเทพฯ',
          ],
          correctAnswer: 0,
        },
        GENERAL.value,
        GENERAL.noGuarantee,
        GENERAL.baht,
      ]),
      monitoring: [
        {
          titleEN: 'Construction update: panel installation has started',
          titleTH: 'ความคืบหน้าการก่อสร้าง: เริ่มติดตั้งแผงโซลาร์เซลล์แล้ว',
          contentsEN:
            'Land preparation and fencing are complete and piling is 85 percent done. The first panels are being mounted ' +
            'and the connection to the grid is planned for the end of the year. The chart shows the progress of each work package. ' +
            'Demo data: the project and the figures are fictional.',
          contentsTH:
            'งานปรับพื้นที่และล้อมรั้วแล้วเสร็จ งานตอกเสาเข็มคืบหน้าร้อยละ 85 และเริ่มติดตั้งแผงชุดแรกแล้ว ' +
            'โดยมีแผนเชื่อมต่อกับระบบสายส่งภายในสิ้นปี แผนภูมิแสดงความคืบหน้าของงานแต่ละส่วน ข้อมูลสาธิต: โครงการและตัวเลขเป็นข้อมูลสมมติ',
          daysAgo: 1,
          files: ['ksolar-site-update.png'],
        },
      ],
    },
    {
      input: {
        tokenName: 'Chanthaburi Durian Cold-Chain Token',
        ticker: 'DURIAN',
        summaryEN:
          'The Chanthaburi Durian Cold-Chain Token finances a 3,000-tonne cold store and a fleet of refrigerated trucks for export ' +
          'durian in Chanthaburi, run by the fictional Eastern Fruit Logistics Co., Ltd. Holders receive a share of the storage and ' +
          'transport fees for five years. The business depends on each harvest and on export demand. The offering is open to ' +
          `professional investors only, and staff screen every reservation. ${DEMO_NOTE_EN}`,
        summaryTH:
          'โทเคนห้องเย็นทุเรียนจันทบุรีระดมทุนเพื่อสร้างห้องเย็นขนาด 3,000 ตันและจัดหารถบรรทุกห้องเย็นสำหรับทุเรียนส่งออกในจังหวัดจันทบุรี ' +
          'ดำเนินงานโดยบริษัท อีสเทิร์น ฟรุต โลจิสติกส์ จำกัด (บริษัทสมมติ) ผู้ถือโทเคนจะได้รับส่วนแบ่งค่าบริการเก็บรักษาและขนส่งเป็นเวลาห้าปี ' +
          'ธุรกิจนี้ขึ้นอยู่กับผลผลิตในแต่ละฤดูและความต้องการของตลาดส่งออก การเสนอขายนี้เปิดให้เฉพาะผู้ลงทุนรายใหญ่ ' +
          `และเจ้าหน้าที่จะตรวจสอบการจองซื้อทุกรายการ ${DEMO_NOTE_TH}`,
        startAt: bangkokDay(now, -7, 10, 0),
        finishAt: bangkokDay(now, 30, 23, 59),
        totalAmount: '25000000',
        totalAmountToken: '25000000',
        minimumAmount: '10000',
        allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'],
        ...paymentTerms('DURIAN', 3),
        promptPayId: '0999000000035',
        screening: true,
        issuerNameEN: 'Eastern Fruit Logistics Co., Ltd. (fictional)',
        issuerNameTH: 'บริษัท อีสเทิร์น ฟรุต โลจิสติกส์ จำกัด (บริษัทสมมติ)',
        issuerRegistrationNumber: '0225599000033',
        issuerAddressEN: '45 Tha Luang Road, Wat Mai, Mueang Chanthaburi, Chanthaburi 22000 (fictional address)',
        issuerAddressTH: '45 ถนนท่าหลวง ตำบลวัดใหม่ อำเภอเมืองจันทบุรี จังหวัดจันทบุรี 22000 (ที่อยู่สมมติ)',
        issuerWebsite: 'https://eastern-fruit.example',
      },
      image: 'durian-image.png',
      poster: 'durian-poster.png',
      documents: demoDocuments('Chanthaburi Durian Cold-Chain Token', 'โทเคนห้องเย็นทุเรียนจันทบุรี', 'DURIAN'),
      questions: numbered([
        {
          questionEN: 'Who may invest in the DURIAN token?',
          questionTH: 'ผู้ใดลงทุนในโทเคน DURIAN ได้',
          answersEN: ['Professional investors only', 'Retail investors only', 'Anyone, without verification'],
          answersTH: ['ผู้ลงทุนรายใหญ่เท่านั้น', 'ผู้ลงทุนรายย่อยเท่านั้น', 'ทุกคนโดยไม่ต้องยืนยันตัวตน'],
          correctAnswer: 0,
        },
        {
          questionEN: 'What can lower the fees shared with DURIAN holders?',
          questionTH: 'ข้อใดอาจทำให้ค่าบริการที่แบ่งให้ผู้ถือโทเคน DURIAN ลดลง',
          answersEN: ['A poor harvest or weaker export demand', 'A higher token price', 'Nothing, the fees are fixed by law'],
          answersTH: ['ผลผลิตไม่ดีหรือความต้องการส่งออกลดลง', 'ราคาโทเคนสูงขึ้น', 'ไม่มีสิ่งใด เพราะค่าบริการกำหนดไว้ตามกฎหมาย'],
          correctAnswer: 0,
        },
        GENERAL.value,
        GENERAL.tax,
        GENERAL.whitePaper,
      ]),
      monitoring: [],
    },
    {
      input: {
        tokenName: 'Ari Co-Working Space Token',
        ticker: 'ARIWORK',
        summaryEN:
          'The Ari Co-Working Space Token financed the purchase and renovation of a four-storey building near BTS Ari in Bangkok, ' +
          'run as a co-working space by the fictional Ari Workspace Co., Ltd. Holders receive a share of the membership and ' +
          'meeting-room income every quarter for eight years. The offering has closed; the issuer reports its progress below. ' +
          DEMO_NOTE_EN,
        summaryTH:
          'โทเคนโคเวิร์กกิ้งสเปซอารีย์ระดมทุนเพื่อซื้อและปรับปรุงอาคารสี่ชั้นใกล้สถานีรถไฟฟ้า BTS อารีย์ กรุงเทพฯ ' +
          'เพื่อเปิดเป็นโคเวิร์กกิ้งสเปซ ดำเนินงานโดยบริษัท อารีย์ เวิร์กสเปซ จำกัด (บริษัทสมมติ) ผู้ถือโทเคนจะได้รับส่วนแบ่งรายได้ค่าสมาชิกและค่าห้องประชุมทุกไตรมาสเป็นเวลาแปดปี ' +
          `การเสนอขายปิดแล้ว และผู้ออกโทเคนรายงานความคืบหน้าไว้ด้านล่าง ${DEMO_NOTE_TH}`,
        startAt: bangkokDay(now, -75, 10, 0),
        finishAt: bangkokDay(now, -30, 23, 59),
        totalAmount: '30000000',
        totalAmountToken: '30000000',
        minimumAmount: '5000',
        allowedLevels: bothLevels,
        ...paymentTerms('ARIWORK', 4),
        promptPayId: '0999000000043',
        screening: true,
        issuerNameEN: 'Ari Workspace Co., Ltd. (fictional)',
        issuerNameTH: 'บริษัท อารีย์ เวิร์กสเปซ จำกัด (บริษัทสมมติ)',
        issuerRegistrationNumber: '0105599000044',
        issuerAddressEN: '7 Soi Ari 4, Phaya Thai, Bangkok 10400 (fictional address)',
        issuerAddressTH: '7 ซอยอารีย์ 4 แขวงพญาไท เขตพญาไท กรุงเทพมหานคร 10400 (ที่อยู่สมมติ)',
        issuerWebsite: 'https://ari-workspace.example',
      },
      image: 'ariwork-image.png',
      poster: 'ariwork-poster.png',
      documents: demoDocuments('Ari Co-Working Space Token', 'โทเคนโคเวิร์กกิ้งสเปซอารีย์', 'ARIWORK'),
      questions: numbered([
        {
          questionEN: 'Where does the return of the ARIWORK token come from?',
          questionTH: 'ผลตอบแทนของโทเคน ARIWORK มาจากแหล่งใด',
          answersEN: ['Membership and meeting-room income of the co-working space', 'Sales of BTS tickets', 'A government subsidy'],
          answersTH: ['รายได้ค่าสมาชิกและค่าห้องประชุมของโคเวิร์กกิ้งสเปซ', 'รายได้จากการขายตั๋วรถไฟฟ้า BTS', 'เงินอุดหนุนจากรัฐบาล'],
          correctAnswer: 0,
        },
        {
          questionEN: 'Where does the issuer report on the project after the offering?',
          questionTH: 'ผู้ออกโทเคนรายงานความคืบหน้าของโครงการหลังการเสนอขายไว้ที่ใด',
          answersEN: ["In the monitoring section of the offering's page", 'Nowhere, there are no reports', 'Only by telephone'],
          answersTH: ['ในส่วนการติดตามผลของหน้าการเสนอขาย', 'ไม่มีการรายงานใด ๆ', 'ทางโทรศัพท์เท่านั้น'],
          correctAnswer: 0,
        },
        GENERAL.noGuarantee,
        GENERAL.tax,
        GENERAL.baht,
      ]),
      monitoring: [
        {
          titleEN: 'Offering closed',
          titleTH: 'ปิดการเสนอขายแล้ว',
          contentsEN:
            'The offering closed on its finish date. Its page shows what was reserved and paid on this portal. ' +
            'Demo data: the demonstration offering holds no reservations, and the project and the figures are fictional.',
          contentsTH:
            'การเสนอขายปิดลงตามวันสิ้นสุดที่กำหนด หน้าการเสนอขายแสดงยอดจองและยอดชำระเงินผ่านพอร์ทัลนี้ ' +
            'ข้อมูลสาธิต: การเสนอขายสาธิตนี้ไม่มีรายการจอง และโครงการและตัวเลขเป็นข้อมูลสมมติ',
          daysAgo: 26,
          files: [],
        },
        {
          titleEN: 'First progress report',
          titleTH: 'รายงานความคืบหน้าฉบับแรก',
          contentsEN:
            'Renovation of the first two floors is complete and the space is open to members; the meeting rooms on the third ' +
            'floor are 70 percent done. The attached report shows the use of proceeds. Demo data: the project and the figures are fictional.',
          contentsTH:
            'การปรับปรุงชั้น 1 และ 2 แล้วเสร็จและเปิดให้สมาชิกใช้งานแล้ว ส่วนห้องประชุมชั้น 3 คืบหน้าร้อยละ 70 ' +
            'รายงานที่แนบมาแสดงการใช้เงินที่ระดมได้ ข้อมูลสาธิต: โครงการและตัวเลขเป็นข้อมูลสมมติ',
          daysAgo: 12,
          files: ['ariwork-progress-report.pdf'],
        },
        {
          titleEN: 'Desk occupancy keeps rising',
          titleTH: 'อัตราการใช้โต๊ะทำงานเพิ่มขึ้นต่อเนื่อง',
          contentsEN:
            'Average desk occupancy reached 72 percent in the fifth week after opening, close to the 75 percent target. ' +
            'The first revenue share will be paid at the end of the quarter. Demo data: the project and the figures are fictional.',
          contentsTH:
            'อัตราการใช้โต๊ะทำงานเฉลี่ยในสัปดาห์ที่ห้าหลังเปิดให้บริการอยู่ที่ร้อยละ 72 ใกล้เป้าหมายร้อยละ 75 ' +
            'และจะจ่ายส่วนแบ่งรายได้ครั้งแรกเมื่อสิ้นไตรมาส ข้อมูลสาธิต: โครงการและตัวเลขเป็นข้อมูลสมมติ',
          daysAgo: 3,
          files: ['ariwork-occupancy.png'],
        },
      ],
    },
  ];
}

/** Demo notices of both audiences and ages (relative times under 3 days, long dates after). */
function demoNotices(): Array<NoticeInput & { hoursAgo: number }> {
  return [
    {
      audience: 'PUBLIC',
      hoursAgo: 2,
      titleEN: 'Scheduled maintenance on Sunday night',
      bodyEN:
        'The portal will be unavailable on Sunday from 01:00 to 03:00 (Bangkok time) while we upgrade our systems. ' +
        'Reservations and payment deadlines are not affected. Demo data.',
      titleTH: 'ปิดปรับปรุงระบบคืนวันอาทิตย์',
      bodyTH: 'เว็บไซต์จะปิดให้บริการในวันอาทิตย์ เวลา 01:00 ถึง 03:00 น. (เวลากรุงเทพฯ) เพื่อปรับปรุงระบบ โดยไม่กระทบการจองและกำหนดชำระเงิน (ข้อมูลสาธิต)',
    },
    {
      audience: 'MEMBERS',
      hoursAgo: 26,
      titleEN: 'The KSOLAR offering is open for reservations',
      bodyEN:
        'Verified investors can now take the knowledge test and reserve KSOLAR tokens. Read the offering page and its ' +
        'risks before you reserve. Demo data.',
      titleTH: 'เปิดจองโทเคน KSOLAR แล้ว',
      bodyTH: 'นักลงทุนที่ยืนยันตัวตนแล้วสามารถทำแบบทดสอบความรู้และจองโทเคน KSOLAR ได้แล้ว กรุณาอ่านรายละเอียดและความเสี่ยงก่อนจอง (ข้อมูลสาธิต)',
    },
    {
      audience: 'PUBLIC',
      hoursAgo: 24 * 12,
      titleEN: 'Welcome to the SiamICO investor portal',
      bodyEN:
        'This is a demonstration portal with fictional offerings. Sign up, verify your identity and explore how token ' +
        'offerings work in Thailand. Demo data.',
      titleTH: 'ยินดีต้อนรับสู่พอร์ทัลนักลงทุน SiamICO',
      bodyTH: 'นี่คือพอร์ทัลสาธิตที่มีการเสนอขายโทเคนสมมติ สมัครสมาชิก ยืนยันตัวตน และทดลองใช้งานการจองโทเคนในประเทศไทย (ข้อมูลสาธิต)',
    },
  ];
}

type StoredFile = { id: string; storageKey: string; fileName: string; contentType: string; data: Buffer };

/** The offering table already has rows: the demo content is not added (again). */
class AlreadySeeded extends Error {}

async function offeringsExist(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: offering.id }).from(offering).limit(1);
  return row !== undefined;
}

/**
 * Adds the demo offerings when the offering table is empty; returns whether it did. The files are written to
 * the file store first and the rows in one transaction; when that fails (or another process seeded first),
 * the written files are deleted again.
 */
export async function seedDemoData(deps: Pick<Deps, 'database' | 'files' | 'log'>, now: Date = new Date()): Promise<boolean> {
  const { db } = deps.database;
  if (await offeringsExist(db)) return false;

  // The same rules as staff input: a demo offering that breaks one fails here, at start, loudly.
  const demos = demoOfferings(now).map((demo) => ({
    ...demo,
    input: offeringInputSchema.parse(demo.input),
    questions: knowledgeTestSchema.parse({ passMark: PASS_MARK, questions: demo.questions }).questions,
    monitoring: demo.monitoring.map((entry) => ({ ...entry, ...monitoringInputSchema.parse(entry) })),
    documents: demo.documents.map((document) => ({ ...document, ...offeringDocumentInputSchema.parse(document) })),
  }));

  const stored = new Map<AssetName, StoredFile>();
  const documentFiles: StoredFile[] = [];
  try {
    for (const name of demos.flatMap((demo) => [demo.image, demo.poster, ...demo.monitoring.flatMap((entry) => entry.files)])) {
      const id = randomUUID();
      const file: StoredFile = {
        id,
        storageKey: `public/${id}`,
        fileName: name,
        contentType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
        data: await readFile(`${ASSETS}${name}`),
      };
      await deps.files.put(file.storageKey, file.data, file.contentType);
      stored.set(name, file);
    }
    const idOf = (name: AssetName): string => stored.get(name)!.id;
    // The documents' PDFs, written now: one per demo document, in the demos' order.
    for (const demo of demos) {
      for (const document of demo.documents) {
        const id = randomUUID();
        const file: StoredFile = {
          id,
          storageKey: `public/${id}`,
          fileName: `${demo.input.ticker.toLowerCase()}-${document.kind.toLowerCase().replace('_', '-')}-${document.language}.pdf`,
          contentType: 'application/pdf',
          data: tinyPdf(document.lines),
        };
        await deps.files.put(file.storageKey, file.data, file.contentType);
        documentFiles.push(file);
      }
    }

    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
      if (await offeringsExist(tx)) throw new AlreadySeeded();
      await tx.insert(publicFile).values(
        [...stored.values(), ...documentFiles].map((file) => ({
          id: file.id,
          storageKey: file.storageKey,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          uploadedBy: null,
        })),
      );
      const nextDocumentFile = documentFiles.values();
      for (const demo of demos) {
        const [created] = await tx
          .insert(offering)
          .values({ ...demo.input, imageId: idOf(demo.image), posterId: idOf(demo.poster), knowledgePassMark: PASS_MARK })
          .returning({ id: offering.id });
        if (!created) throw new Error('demo offering not created');
        await tx.insert(surveyQuestion).values(
          demo.questions.map((q) => ({
            survey: knowledgeSurveyKey(created.id),
            order: q.order,
            questionEN: q.questionEN,
            questionTH: q.questionTH,
            answersEN: q.answersEN,
            answersTH: q.answersTH,
            points: knowledgePoints(q),
          })),
        );
        await tx.insert(offeringDocument).values(
          demo.documents.map((document) => ({
            offeringId: created.id,
            kind: document.kind,
            language: document.language,
            title: document.title,
            fileId: (nextDocumentFile.next().value as StoredFile).id,
            createdAt: new Date(demo.input.startAt.getTime() - 7 * 86_400_000),
          })),
        );
        for (const entry of demo.monitoring) {
          const at = new Date(now.getTime() - entry.daysAgo * 86_400_000);
          const [file1, file2, file3] = entry.files.map(idOf);
          await tx.insert(monitoringEntry).values({
            offeringId: created.id,
            titleEN: entry.titleEN,
            titleTH: entry.titleTH,
            contentsEN: entry.contentsEN,
            contentsTH: entry.contentsTH,
            file1Id: file1 ?? null,
            file2Id: file2 ?? null,
            file3Id: file3 ?? null,
            createdAt: at,
            updatedAt: at,
          });
        }
      }
      await tx.insert(notice).values(
        demoNotices().map(({ hoursAgo, ...input }) => {
          const at = new Date(now.getTime() - hoursAgo * 3_600_000);
          return { ...noticeInputSchema.parse(input), createdAt: at, updatedAt: at };
        }),
      );
    });
  } catch (error) {
    await Promise.all([...stored.values(), ...documentFiles].map((file) => deps.files.delete(file.storageKey).catch(() => {})));
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
  const lists = await seedDemoWatchlists(db);
  deps.log.info({ offerings: demos.length, watchlists: lists }, 'demo data added (DEMO_DATA=true)');
  return true;
}
