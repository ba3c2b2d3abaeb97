/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as OfferingEditPage } from '../admin-not-found-page';
