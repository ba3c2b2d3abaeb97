/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as AdminJoiningsPage } from '../admin-not-found-page';
