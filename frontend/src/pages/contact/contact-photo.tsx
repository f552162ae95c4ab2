import { photoPageKey } from '@costa-sol/common';
import { LeadPhoto } from '../../components/lead-photo';
import { usePagePhotos } from '../../lib/page-photos';

/** The details column: 5 of 12 columns of the lg container (24 px gaps) from md up, the full width below. */
const CONTACT_SIZES =
  '(min-width: 1200px) 470px, (min-width: 900px) calc(41.7vw - 30px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The contact page's photo chosen in the admin (the first of its slot), above the contact details: beside the form on
 * a wide screen, below it on a phone (so not the LCP image there: it loads when scrolled near). Nothing when none is set.
 */
export function ContactPhoto() {
  const [photo] = usePagePhotos(photoPageKey.contact);
  return photo ? <LeadPhoto photo={photo} sizes={CONTACT_SIZES} aspectRatio="4 / 3" /> : null;
}
