import type { Language } from '@ico/domain/language';
import type { Individual, Nationality } from '@ico/domain/options';
import { api } from '../../../lib/api-client';

export type CreateUserBody = {
  username: string;
  email: string;
  password: string;
  firstNameTH: string;
  lastNameTH: string;
  firstNameEN: string;
  lastNameEN: string;
  nationality: Nationality;
  individual: Individual;
  verificationCode: string;
  agreementCheck: true;
  agreementUrl: string;
  usCitizen: boolean;
  usTaxResident: boolean;
  language: Language;
};

/** `POST /auth/user/create/` (JSON): answers 201 USER_CREATED. */
export function createUser(body: CreateUserBody): Promise<{ message: string }> {
  return api('/auth/user/create/', { json: body, auth: false });
}
