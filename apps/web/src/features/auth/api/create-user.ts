import type { createAccountContract, MessageAnswer } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CreateUserBody = z.input<typeof createAccountContract.body>;

/** `POST /auth/user/create/` (JSON): answers 201 USER_CREATED. */
export function createUser(body: CreateUserBody): Promise<MessageAnswer> {
  return api('/auth/user/create/', { json: body, auth: false });
}
