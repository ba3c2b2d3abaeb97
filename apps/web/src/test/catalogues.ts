import { serveFiles } from './api';

/**
 * The text catalogues at the addresses the app fetches them from (src/i18n/i18n.ts), served before i18next is loaded:
 * its first load can start before setup.ts has put them in its store (a module that awaits lets its timer run first).
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const addresses = import.meta.glob<string>('../locales/*/*.json', { eager: true, query: '?url', import: 'default' });
serveFiles(Object.entries(catalogues).flatMap(([file, texts]) => (addresses[file] ? [[addresses[file], texts] as [string, unknown]] : [])));
