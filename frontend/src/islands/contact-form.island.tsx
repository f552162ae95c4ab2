import { ContactForm } from '../features/leads/components/contact-form';
import type { IslandPropsMap } from './island-types';

export default function ContactFormIsland({ post }: IslandPropsMap['contact-form']) {
  return <ContactForm post={post} />;
}
