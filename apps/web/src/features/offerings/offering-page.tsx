/** Placeholder until issue 5's screen lands. */
export { NotReadyPage as OfferingPage } from '../errors/not-ready-page';
