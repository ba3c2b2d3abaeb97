/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as HolidaysPage } from '../admin-not-found-page';
