import { type AnalyticsSettings, routePath } from '@costa-sol/common';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { consentText } from '../content/consent-text';

/**
 * The first layer of the consent notice, rendered hidden on every page when an analytics provider is configured.
 * Its behaviour (islands/consent-notice.dom.ts) shows it until the visitor chooses, and again from the footer's
 * "Cookie settings". Accept and reject are the same kind of button, side by side (AEPD guide: equal prominence).
 */
export function ConsentNotice({ settings }: { settings: AnalyticsSettings }) {
  const t = useCatalogue(consentText);
  const language = useLanguage();
  return (
    <section
      className="consent-notice"
      aria-labelledby="consent-notice-heading"
      data-dom-island="consent-notice"
      data-analytics={JSON.stringify(settings)}
      data-testid="consent-notice"
      hidden
    >
      <h2 id="consent-notice-heading" className="consent-notice__heading">
        {t.heading}
      </h2>
      <p className="consent-notice__body">
        {t.body} <a href={routePath('cookiePolicy', language)}>{t.policy}</a>
      </p>
      <div className="consent-notice__actions">
        <button type="button" className="consent-notice__button" data-consent="granted">
          {t.accept}
        </button>
        <button type="button" className="consent-notice__button" data-consent="denied">
          {t.reject}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the notice, to change or withdraw the choice as easily as it was given. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useCatalogue(consentText);
  return (
    <button type="button" className={className} data-consent-open="">
      {t.settings}
    </button>
  );
}
