/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as AdminOfferingsPage } from '../admin-not-found-page';
