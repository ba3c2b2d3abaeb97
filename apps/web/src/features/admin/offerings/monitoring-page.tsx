/** Placeholder until issue 5's screen lands. */
export { AdminNotFoundPage as MonitoringPage } from '../admin-not-found-page';
