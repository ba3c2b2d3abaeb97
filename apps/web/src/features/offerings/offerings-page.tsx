/** Placeholder until issue 5's screen lands. */
export { NotReadyPage as OfferingsPage } from '../errors/not-ready-page';
