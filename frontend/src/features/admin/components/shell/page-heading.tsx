import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page's h1. After a navigation inside the app (not on the first load) focus moves here, so keyboard and
 * screen-reader users start at the new page's title instead of a link that is gone.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (key !== 'default') heading.current?.focus();
    // Only when the page changes (pathname): filters in the query string must not move focus.
  }, [pathname]);
  return (
    <Typography
      ref={heading}
      variant="h1"
      tabIndex={-1}
      sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
