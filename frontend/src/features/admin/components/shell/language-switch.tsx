import { LANGUAGES } from '@costa-sol/common';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { chooseAdminLanguage } from '../../utils/admin-language';

/** English / Español; the current one is pressed. */
export function LanguageSwitch() {
  const t = useCatalogue(adminText);
  const current = useLanguage();
  return (
    <ButtonGroup size="small" variant="outlined" color="inherit" aria-label={t.language.label}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          aria-pressed={language === current}
          onClick={() => chooseAdminLanguage(language)}
          sx={{
            color: 'inherit',
            fontWeight: language === current ? 800 : 400,
            textDecoration: language === current ? 'underline' : 'none',
            bgcolor: language === current ? 'rgba(255,255,255,0.16)' : 'transparent',
          }}
        >
          {t.language[language]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
