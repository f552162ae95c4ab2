import { LANGUAGES } from '@costa-sol/common';
import Box from '@mui/material/Box';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { useLanguagePaths } from './language-paths';

/**
 * Two real links to this page in each language (crawlers follow them), the current one highlighted. Following
 * one stores the choice (app/browser/language-choice.ts reads data-language), with no component code.
 */
export function LanguageSwitcher() {
  const t = useCatalogue(layoutText);
  const current = useLanguage();
  const paths = useLanguagePaths();
  return (
    <Box component="ul" aria-label={t.languageSwitcher} className="language-switcher">
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            data-language={language}
            href={paths[language]}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            className={language === current ? 'language-switcher__link language-switcher__link--current' : 'language-switcher__link'}
          >
            {language === 'en' ? 'EN' : 'ES'}
            <span className="visually-hidden"> {t.languages[language]}</span>
          </a>
        </li>
      ))}
    </Box>
  );
}
