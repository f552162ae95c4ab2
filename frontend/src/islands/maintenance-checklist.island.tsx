import { MaintenanceChecklist } from '../features/maintenance-checklist/components/maintenance-checklist';

/** The seasonal maintenance checklist (/tools/maintenance-checklist): plain elements, no MUI to load. */
export default function MaintenanceChecklistIsland() {
  return <MaintenanceChecklist />;
}
