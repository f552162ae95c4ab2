import { LANGUAGES, type Language, switchLanguagePath } from '@costa-sol/common';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useNavigate } from 'react-router';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { storeLanguage } from '../../i18n/language';
import { layoutText } from '../../i18n/layout-text';

/** The page's own hreflang link knows its counterpart (town slugs differ); the route table covers the rest. */
function counterpartPath(to: Language): string {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${to}"]`);
  if (link) return new URL(link.href).pathname;
  return switchLanguagePath(window.location.pathname, to);
}

export function LanguageSwitcher() {
  const t = useCatalogue(layoutText);
  const current = useLanguage();
  const navigate = useNavigate();
  return (
    <ButtonGroup size="small" aria-label={t.languageSwitcher}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          aria-pressed={language === current}
          variant={language === current ? 'contained' : 'outlined'}
          onClick={() => {
            storeLanguage(language);
            if (language !== current) navigate(counterpartPath(language));
          }}
        >
          {language === 'en' ? 'EN' : 'ES'}
          <span className="visually-hidden"> {t.languages[language]}</span>
        </Button>
      ))}
    </ButtonGroup>
  );
}
