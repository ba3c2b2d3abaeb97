import { createAccount } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type CreateUserBody = z.input<typeof createAccount.body>;

/** `createAccount` (JSON): answers 201 USER_CREATED. */
export const createUser = (body: CreateUserBody) => call(createAccount, { body }, { auth: false });
