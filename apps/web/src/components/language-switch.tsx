import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n/i18n';
import { api } from '../lib/api-client';
import { readSession } from '../lib/session';

/** Remembers the choice in this browser and, when signed in, on the account (mails follow it). */
function choose(language: Language): void {
  void changeLanguage(language);
  if (readSession()) void api('/auth/language/', { json: { language } }).catch(() => undefined);
}

/** The EN / TH buttons of the header. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('language.choose')}
      value={i18n.resolvedLanguage === 'th' ? 'th' : 'en'}
      onChange={(value) => choose(value as Language)}
      data={[
        {
          value: 'en',
          label: (
            <span lang="en" title={t('language.en')}>
              EN
            </span>
          ),
        },
        {
          value: 'th',
          label: (
            <span lang="th" title={t('language.th')}>
              TH
            </span>
          ),
        },
      ]}
    />
  );
}
