import { BUSINESS, CLAIMS, type LeadKind } from '@costa-sol/common';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useCatalogue } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';
import { visuallyHidden } from './form-fields';

/**
 * What replaces a form once it is sent: thanks, a button back to an empty form and the Google review call to
 * action. Focus moves to the heading so screen-reader users hear that the request went through.
 */
export function ThankYou({ kind, onAgain }: { kind: LeadKind; onAgain: () => void }) {
  const t = useCatalogue(formText);
  const text = t[kind];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `${kind}-thanks-heading`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h3" component="h3" sx={{ mt: 1, mb: 1.5, outline: 'none' }}>
        {text.thanksHeading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text.thanksBody(CLAIMS.replyWithinHours)}</Typography>
      <Button variant="outlined" size="large" onClick={onAgain}>
        {text.again}
      </Button>
      <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="h3" component="h4" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t.review.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.review.body}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<StarIcon aria-hidden="true" />}
          href={BUSINESS.googleReviewUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.review.link}
          <Box component="span" sx={visuallyHidden}>
            {` ${t.newTab}`}
          </Box>
        </Button>
      </Box>
    </Box>
  );
}
