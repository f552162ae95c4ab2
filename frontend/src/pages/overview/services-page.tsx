import { routePath } from '@costa-sol/common';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { pageNames } from '../../i18n/page-names';
import airConditioning from 'virtual:article/air-conditioning';
import airZoneSystems from 'virtual:article/air-zone-systems';
import commercialServices from 'virtual:article/commercial-services';
import emergencyService from 'virtual:article/emergency-service';
import heatPumpHvac from 'virtual:article/heat-pump-hvac';
import heatPumpWaterHeaters from 'virtual:article/heat-pump-water-heaters';
import heatPumps from 'virtual:article/heat-pumps';
import solarInstallation from 'virtual:article/solar-installation';
import { OverviewPage } from './overview-page';

/** Every service page, in the order of the issue that asked for this page; each card quotes the page's description. */
const SERVICES = [
  ['airConditioning', airConditioning],
  ['heatPumpHvac', heatPumpHvac],
  ['heatPumps', heatPumps],
  ['heatPumpWaterHeaters', heatPumpWaterHeaters],
  ['airZoneSystems', airZoneSystems],
  ['solarInstallation', solarInstallation],
  ['emergencyService', emergencyService],
  ['commercialServices', commercialServices],
] as const;

/** /services and /es/servicios. */
export default function ServicesPage() {
  const language = useLanguage();
  const names = useCatalogue(pageNames);
  const cards = SERVICES.map(([key, article]) => ({
    name: names[key],
    description: article[language].description,
    path: routePath(key, language),
  }));
  return <OverviewPage routeKey="services" cards={cards} />;
}
