/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as AdminJoiningPage } from '../admin-not-found-page';
