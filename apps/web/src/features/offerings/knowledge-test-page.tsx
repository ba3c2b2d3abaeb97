/** Placeholder until issue 5's screen lands. */
export { NotReadyPage as KnowledgeTestPage } from '../errors/not-ready-page';
