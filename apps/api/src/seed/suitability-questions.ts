import type { SurveyQuestion } from '@ico/domain/suitability';

/**
 * The suitability questionnaire an installation starts with, in the style of the Thai SEC suitability tests for
 * digital assets. Each answer carries 0 (most conservative) to 4 points, so totals run 0 to 40. Staff edit it
 * in the back office; the seed only fills an empty questionnaire.
 */
export const SUITABILITY_QUESTIONS: SurveyQuestion[] = [
  {
    order: 1,
    questionEN: 'What is your age?',
    questionTH: 'ปัจจุบันคุณอายุเท่าไร',
    answersEN: ['60 years or older', '50 to 59 years', '40 to 49 years', '30 to 39 years', 'Under 30 years'],
    answersTH: ['60 ปีขึ้นไป', '50 - 59 ปี', '40 - 49 ปี', '30 - 39 ปี', 'ต่ำกว่า 30 ปี'],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 2,
    questionEN: 'How long do you expect to keep this investment?',
    questionTH: 'คุณคาดว่าจะลงทุนในเงินก้อนนี้เป็นระยะเวลานานเท่าไร',
    answersEN: ['Less than 1 year', '1 to 3 years', '3 to 5 years', '5 to 7 years', 'More than 7 years'],
    answersTH: ['น้อยกว่า 1 ปี', '1 - 3 ปี', '3 - 5 ปี', '5 - 7 ปี', 'มากกว่า 7 ปี'],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 3,
    questionEN: 'Which investments have you made before? (choose the riskiest)',
    questionTH: 'คุณเคยลงทุนในผลิตภัณฑ์ใดมาก่อน (เลือกข้อที่มีความเสี่ยงสูงที่สุด)',
    answersEN: [
      'Bank deposits only',
      'Government bonds or money market funds',
      'Corporate bonds or mixed funds',
      'Listed shares or equity funds',
      'Derivatives, foreign exchange or digital assets',
    ],
    answersTH: [
      'เงินฝากธนาคารเท่านั้น',
      'พันธบัตรรัฐบาลหรือกองทุนรวมตลาดเงิน',
      'หุ้นกู้หรือกองทุนรวมผสม',
      'หุ้นสามัญหรือกองทุนรวมหุ้น',
      'อนุพันธ์ ซื้อขายเงินตราต่างประเทศ หรือสินทรัพย์ดิจิทัล',
    ],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 4,
    questionEN: 'How well do you know digital tokens and blockchain technology?',
    questionTH: 'คุณมีความรู้เกี่ยวกับโทเคนดิจิทัลและเทคโนโลยีบล็อกเชนมากน้อยเพียงใด',
    answersEN: [
      'I know nothing about them',
      'I have heard of them but do not know how they work',
      'I understand the basic ideas',
      'I understand them well and have used a digital wallet',
      'I have traded digital assets and read white papers regularly',
    ],
    answersTH: [
      'ไม่มีความรู้เลย',
      'เคยได้ยินแต่ไม่ทราบว่าทำงานอย่างไร',
      'เข้าใจหลักการเบื้องต้น',
      'เข้าใจดีและเคยใช้กระเป๋าเงินดิจิทัล',
      'เคยซื้อขายสินทรัพย์ดิจิทัลและอ่านไวท์เปเปอร์เป็นประจำ',
    ],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 5,
    questionEN: 'What share of your total assets do you plan to invest in digital tokens?',
    questionTH: 'คุณวางแผนจะลงทุนในโทเคนดิจิทัลเป็นสัดส่วนเท่าไรของทรัพย์สินทั้งหมด',
    answersEN: ['More than 50%', '30% to 50%', '20% to 30%', '10% to 20%', 'Less than 10%'],
    answersTH: ['มากกว่าร้อยละ 50', 'ร้อยละ 30 - 50', 'ร้อยละ 20 - 30', 'ร้อยละ 10 - 20', 'น้อยกว่าร้อยละ 10'],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 6,
    questionEN: 'How stable is your income?',
    questionTH: 'รายได้ของคุณมีความมั่นคงเพียงใด',
    answersEN: [
      'I have no regular income',
      'My income is irregular',
      'My income is regular but may fall',
      'My income is stable',
      'My income is stable and expected to grow',
    ],
    answersTH: ['ไม่มีรายได้ประจำ', 'รายได้ไม่แน่นอน', 'มีรายได้ประจำแต่อาจลดลงได้', 'มีรายได้ประจำที่มั่นคง', 'มีรายได้ประจำที่มั่นคงและมีแนวโน้มเพิ่มขึ้น'],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 7,
    questionEN: 'If your investment lost 20% of its value within a short time, what would you do?',
    questionTH: 'หากเงินลงทุนของคุณมีมูลค่าลดลงร้อยละ 20 ในระยะเวลาอันสั้น คุณจะทำอย่างไร',
    answersEN: ['Sell everything at once', 'Sell part of it', 'Wait and watch', 'Hold on for the long term', 'Buy more at the lower price'],
    answersTH: ['ขายทั้งหมดทันที', 'ขายบางส่วน', 'รอดูสถานการณ์', 'ถือต่อไปในระยะยาว', 'ซื้อเพิ่มในราคาที่ต่ำลง'],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 8,
    questionEN: 'Which return and risk do you prefer?',
    questionTH: 'คุณต้องการผลตอบแทนและความเสี่ยงในระดับใด',
    answersEN: [
      'Keep my capital safe, even with a low return',
      'A steady return with a small chance of loss',
      'A medium return with some chance of loss',
      'A high return with a high chance of loss',
      'The highest return, accepting that I may lose most of my money',
    ],
    answersTH: [
      'รักษาเงินต้นไว้ แม้ผลตอบแทนจะต่ำ',
      'ผลตอบแทนสม่ำเสมอ มีโอกาสขาดทุนเล็กน้อย',
      'ผลตอบแทนปานกลาง มีโอกาสขาดทุนบ้าง',
      'ผลตอบแทนสูง มีโอกาสขาดทุนสูง',
      'ผลตอบแทนสูงที่สุด ยอมรับได้ว่าอาจสูญเงินลงทุนเกือบทั้งหมด',
    ],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 9,
    questionEN: 'Do you understand that a digital token can lose all of its value and may be hard to sell?',
    questionTH: 'คุณเข้าใจหรือไม่ว่าโทเคนดิจิทัลอาจสูญเสียมูลค่าทั้งหมดและอาจขายต่อได้ยาก',
    answersEN: [
      'No, I did not know this',
      'I am not sure',
      'Yes, but I could not accept such a loss',
      'Yes, and I could accept a large loss',
      'Yes, and I could accept losing the whole amount',
    ],
    answersTH: [
      'ไม่ทราบมาก่อน',
      'ไม่แน่ใจ',
      'เข้าใจ แต่ไม่สามารถรับการขาดทุนเช่นนั้นได้',
      'เข้าใจ และรับการขาดทุนจำนวนมากได้',
      'เข้าใจ และรับการสูญเสียเงินลงทุนทั้งหมดได้',
    ],
    points: [0, 1, 2, 3, 4],
  },
  {
    order: 10,
    questionEN: 'How many months of expenses do your emergency savings cover?',
    questionTH: 'เงินสำรองฉุกเฉินของคุณเพียงพอสำหรับค่าใช้จ่ายกี่เดือน',
    answersEN: ['I have no emergency savings', 'Less than 3 months', '3 to 6 months', '6 to 12 months', 'More than 12 months'],
    answersTH: ['ไม่มีเงินสำรองฉุกเฉิน', 'น้อยกว่า 3 เดือน', '3 - 6 เดือน', '6 - 12 เดือน', 'มากกว่า 12 เดือน'],
    points: [0, 1, 2, 3, 4],
  },
];
