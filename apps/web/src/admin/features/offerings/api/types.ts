import type { KnowledgeQuestion } from '@ico/domain/offering-admin';
import type { Offering, OfferingProgress } from '@ico/domain/offering-api';

/** What staff see of an offering (docs/api/offerings.md, back office): the public shape plus payment details. */
export type AdminOffering = Offering & {
  promptPayId: string;
  paymentInstructionsEN: string;
  paymentInstructionsTH: string;
  knowledgePassMark: number;
  progress: OfferingProgress;
};

/** A row of `GET /admin/offerings/`. */
export type AdminOfferingRow = AdminOffering & { joinings: number; knowledgeQuestions: number };

export type KnowledgeTest = { passMark: number; questions: KnowledgeQuestion[] };
