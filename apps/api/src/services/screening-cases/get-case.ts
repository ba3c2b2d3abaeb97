import type { CaseDetail } from '@ico/domain/contracts/screening-cases';
import type { Deps } from '../deps';
import { caseDetail } from './case-view';

/** One case of the compliance queue with everything the officers compare. */
export const getCase = (deps: Pick<Deps, 'database'>, id: number): Promise<CaseDetail> => caseDetail(deps.database.db, id);
