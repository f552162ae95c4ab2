import { MuiFrame } from '../components/mui-frame';
import { ContactForm } from '../features/leads/components/contact-form';

export default function ContactFormIsland() {
  return (
    <MuiFrame>
      <ContactForm />
    </MuiFrame>
  );
}
