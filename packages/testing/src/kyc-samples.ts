/** Sample verification data shared by the API tests and the browser journeys (no server code). */

/** The smallest valid PNG (1x1 pixel), as an uploaded identity document. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A Thai investor's detail information as the form sends it (spec names, phones joined to their codes). */
export const THAI_DETAIL_INFO: Record<string, string> = {
  birthdate: '1990-05-17',
  gender: 'MALE',
  thaiIDNumber: '1101700230708',
  occupation: 'EMPLOYEE',
  position: 'Engineer',
  companyName: 'Siam Widgets Co., Ltd.',
  annualIncome: '300K_1M',
  financeAssets: '100K_1M',
  referredBy: 'HOMEPAGE',
  resPhoneNumberID: '+66',
  resPhoneNumber: '+66-21234567',
  mobPhoneNumberID: '+66',
  mobPhoneNumber: '+66-812345678',
  compPhoneNumberID: '+66',
  compPhoneNumber: '+66-27654321',
  resAddress: '99 Sukhumvit Road',
  resCity: 'Bangkok',
  resPostalCode: '10110',
  resCountry: 'TH',
  compAddress: '1 Silom Road',
  compCity: 'Bangkok',
  compPostalCode: '10500',
  compCountry: 'TH',
  thaiIDAddress: '99 Sukhumvit Road',
  thaiIDCity: 'Bangkok',
  thaiIDPostalCode: '10110',
  thaiIDCountry: 'TH',
  thaiHMAddress: '99 Sukhumvit Road',
  thaiHMCity: 'Bangkok',
  thaiHMPostalCode: '10110',
  thaiHMCountry: 'TH',
};

/** A bank account as the bank form sends it (the book image goes with it as a file). */
export const BANK_ACCOUNT_FIELDS: Record<string, string> = {
  bankName: 'KBANK',
  branchName: 'Silom',
  accountType: 'saving',
  accountName: 'Somchai Jaidee',
  accountNumber: '123-4-56789-0',
};

/** A corporate investor's company as the company form sends it (the documents go with it as files). */
export const COMPANY_FIELDS: Record<string, string> = {
  companyName: 'Siam Tokens Co Ltd',
  businessType: 'FINANCE',
  phone: '+66-21234567',
  address: '99 Sathorn Road',
  city: 'Bangkok',
  postalCode: '10120',
  country: 'TH',
};
