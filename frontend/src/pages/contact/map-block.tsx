import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ServiceMap } from '../../features/locations/service-map/service-map';
import { useCatalogue } from '../../i18n/i18n-context';
import { Island } from '../../islands/island';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';
import { NewTabHint } from './new-tab-hint';
import { useBusiness } from '../../lib/business';

export function MapBlock() {
  const business = useBusiness();
  const t = useCatalogue(contactText);
  return (
    <ContactBlock id="map-heading" heading={t.map.heading}>
      {/* The drawn map until the visitor asks for Google's (global.css hides it then). */}
      <Box className="contact-map" sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', mb: 2 }}>
        <ServiceMap />
        <Island
          name="consent-map"
          load="visible"
          props={{
            src: business.mapsEmbedUrl,
            title: t.map.iframeTitle(business),
            address: `${business.address.street}, ${business.address.postalCode} ${business.address.locality}`,
            notice: t.map.notice,
            showLabel: t.map.show,
          }}
        />
      </Box>
      <Link href={business.googleProfileUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
        {t.map.open}
        <NewTabHint text={t.newTab} />
      </Link>
    </ContactBlock>
  );
}
