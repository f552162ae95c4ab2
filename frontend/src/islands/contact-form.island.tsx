import { ContactForm } from '../features/leads/components/contact-form';

export default function ContactFormIsland() {
  return <ContactForm />;
}
