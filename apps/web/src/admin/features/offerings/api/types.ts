import type { KnowledgeQuestion } from '@ico/domain/offering-admin';

export type KnowledgeTest = { passMark: number; questions: KnowledgeQuestion[] };
