import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n/i18n';

/** The EN / TH buttons of the header; the choice is remembered in this browser. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('language.choose')}
      value={i18n.resolvedLanguage === 'th' ? 'th' : 'en'}
      onChange={(value) => void changeLanguage(value as Language)}
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
