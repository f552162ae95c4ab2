import Box from '@mui/material/Box';
import ReactMarkdown from 'react-markdown';

/**
 * Markdown written by staff, rendered safely: raw HTML is dropped (never parsed or executed), and only plain
 * Markdown becomes elements. Links open as ordinary links; javascript: URLs are removed by react-markdown.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Box sx={{ '& p': { mb: 2, lineHeight: 1.7 }, '& ul, & ol': { pl: 3, mb: 2 }, '& li': { mb: 0.5 }, '& h2, & h3': { mt: 3, mb: 1 } }}>
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </Box>
  );
}
