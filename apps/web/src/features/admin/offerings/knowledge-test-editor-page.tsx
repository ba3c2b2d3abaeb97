/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as KnowledgeTestEditorPage } from '../admin-not-found-page';
