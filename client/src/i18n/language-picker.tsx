import { LANGUAGES, type LocaleCode } from '@plw/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLocaleCode } from './i18n.ts';
import './language-picker.css';

/** Each language is offered in its own script, so a reader can find theirs whatever the current UI language. */
const NATIVE_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  ml: 'മലയാളം',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  ar: 'العربية',
  de: 'Deutsch',
};

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLocaleCode(i18n.language) ? i18n.language : 'en';
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <span className="language-picker__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
      </span>
      <select
        id={id}
        name="language"
        className="language-picker__select"
        value={current}
        onChange={(event) => {
          const code = event.target.value;
          if (isLocaleCode(code)) void changeLanguage(i18n, code);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {NATIVE_NAMES[language.code]}
          </option>
        ))}
      </select>
    </div>
  );
}
