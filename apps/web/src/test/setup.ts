import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import i18n from '../i18n/i18n';
import { takeUnansweredCalls } from './api';
import './document-fonts';
import { takeDownloads } from './downloads';
import { closeQueryClients } from './render';

// findBy and waitFor wait 5 s, not 1: on a busy two-core machine a screen's answer can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// The real catalogues, every namespace in both languages, put in the store before a screen renders (catalogues.ts
// serves them at their addresses for a load i18next starts before this runs).
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
for (const [file, texts] of Object.entries(catalogues)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (language && namespace) i18n.addResourceBundle(language, namespace, texts, true, true);
}

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it for a late web font.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }) });
}

afterEach(async () => {
  cleanup();
  await closeQueryClients();
  localStorage.clear();
  sessionStorage.clear();
  takeDownloads();
  // A call no test answered is a failure, not a silent network error the screen happens to show well.
  expect(takeUnansweredCalls(), 'API calls the test did not answer').toEqual([]);
});
