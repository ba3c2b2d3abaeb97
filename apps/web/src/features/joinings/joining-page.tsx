/** Placeholder until issue 5's screen lands. */
export { NotReadyPage as JoiningPage } from '../errors/not-ready-page';
