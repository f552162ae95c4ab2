import { type ServiceArea, serviceArea } from '@costa-sol/common';
import { useBusiness } from './business';

/** The standard-response area of the business settings the page is rendered with (base, centre, radius). */
export function useServiceArea(): ServiceArea {
  return serviceArea(useBusiness());
}

/** The radius as English texts state it, miles first: "30 miles (48 km)", or before a noun "30-mile (48 km)". */
export function milesAndKm({ radiusMiles, radiusKm }: Pick<ServiceArea, 'radiusMiles' | 'radiusKm'>, form: 'noun' | 'modifier'): string {
  const miles = form === 'modifier' ? `${radiusMiles}-mile` : `${radiusMiles} ${radiusMiles === 1 ? 'mile' : 'miles'}`;
  return `${miles} (${radiusKm} km)`;
}
