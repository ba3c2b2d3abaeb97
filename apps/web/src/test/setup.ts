import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import i18n from '../i18n/i18n';
import { takeUnansweredCalls } from './api';
import './document-fonts';
import { takeDownloads } from './downloads';

// findBy and waitFor wait 5 s, not 1: on a busy two-core machine a screen's answer can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// The real catalogues, every namespace in both languages, put in the store before i18next's deferred first load: it
// then finds them there and fetches nothing (the app fetches each one by its address, src/i18n/i18n.ts).
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
for (const [file, texts] of Object.entries(catalogues)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (language && namespace) i18n.addResourceBundle(language, namespace, texts, true, true);
}
// Vitest loads this file's imports one by one, so i18next's first load (on a timer) may ask for the start language's
// catalogue before the lines above put it in the store: that early fetch is no test's call and is dropped here; any
// other call this early still fails.
const early = takeUnansweredCalls().filter((call) => !call.includes('/locales/'));
if (early.length > 0) throw new Error(`API calls before any test: ${early.join(', ')}`);

// `findBy` waits up to 5 s, not 1: the two cores are shared, and a first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it for a late web font.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }) });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  takeDownloads();
  // A call no test answered is a failure, not a silent network error the screen happens to show well.
  expect(takeUnansweredCalls(), 'API calls the test did not answer').toEqual([]);
});
