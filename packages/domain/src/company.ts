/**
 * The operator's public facts, shown in the footer, the about page and e-mails.
 * One place to change when the operator's registration details change.
 */
export const COMPANY = {
  brand: 'SiamICO',
  nameEN: 'Siam ICO Portal Co., Ltd.',
  nameTH: 'บริษัท สยาม ไอซีโอ พอร์ทัล จำกัด',
  registrationNumber: '0105561012345',
  establishedISO: '2018-08-01',
  registeredCapitalTHB: 50_000_000,
  paidUpCapitalTHB: 50_000_000,
  addressEN: '123 Sathorn Business Tower, 15th Floor, North Sathorn Road, Silom, Bang Rak, Bangkok 10500, Thailand',
  addressTH: '123 อาคารสาทร บิสซิเนส ทาวเวอร์ ชั้น 15 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  phone: '+66 2 123 4567',
  supportEmail: 'support@siamico.co.th',
  /** Hours in which staff may call customers (Asia/Bangkok). */
  callHours: { from: '09:00', to: '17:00' },
  timeZone: 'Asia/Bangkok',
} as const;
