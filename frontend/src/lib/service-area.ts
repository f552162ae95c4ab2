import { type ServiceArea, serviceArea } from '@costa-sol/common';
import { useBusiness } from './business';

/** The standard-response area of the business settings the page is rendered with (base, centre, radius). */
export function useServiceArea(): ServiceArea {
  return serviceArea(useBusiness());
}
