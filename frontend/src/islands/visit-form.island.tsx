import { VisitForm } from '../features/bookings/components/visit-form';
import type { IslandPropsMap } from './island-types';

export default function VisitFormIsland(props: IslandPropsMap['visit-form']) {
  return <VisitForm {...props} />;
}
