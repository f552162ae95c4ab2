import { Toaster } from '../components/toast';

/** Shows the toasts that forms on the page raise (through lib/island-channel). */
export default function ToasterIsland() {
  return <Toaster />;
}
