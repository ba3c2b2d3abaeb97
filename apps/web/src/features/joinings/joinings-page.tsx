/** Placeholder until issue 5's screen lands. */
export { NotReadyPage as JoiningsPage } from '../errors/not-ready-page';
