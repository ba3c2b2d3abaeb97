import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n/i18n';
import { call } from '../lib/api-client';
import { readSession } from '../lib/session';
import classes from './language-switch.module.css';

/** Remembers the choice in this browser and, when signed in, on the account (mails follow it). */
function choose(language: Language): void {
  void changeLanguage(language);
  // The contract is loaded with the call: its schemas (zod) stay out of the first chunk, which holds this header.
  if (readSession())
    void import('@ico/domain/contracts/accounts')
      .then(({ setLanguage }) => call(setLanguage, { body: { language } }))
      .catch(() => undefined);
}

const OPTIONS = [
  { value: 'en', label: 'EN', nameKey: 'language.en' },
  { value: 'th', label: 'TH', nameKey: 'language.th' },
] as const;

/** The EN / TH buttons of the header: a group of two toggle buttons, the current language pressed. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'th' ? 'th' : 'en';
  return (
    <fieldset aria-label={t('language.choose')} className={fullWidth ? `${classes.root} ${classes.full}` : classes.root}>
      {OPTIONS.map((option) => (
        <UnstyledButton
          key={option.value}
          className={classes.option}
          aria-pressed={current === option.value}
          lang={option.value}
          title={t(option.nameKey)}
          onClick={() => current !== option.value && choose(option.value)}
        >
          {option.label}
        </UnstyledButton>
      ))}
    </fieldset>
  );
}
