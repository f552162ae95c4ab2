import { MuiFrame } from '../components/mui-frame';
import { MaintenanceChecklist } from '../features/maintenance-checklist/components/maintenance-checklist';

export default function MaintenanceChecklistIsland() {
  return (
    <MuiFrame>
      <MaintenanceChecklist />
    </MuiFrame>
  );
}
