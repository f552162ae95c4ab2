import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PublishedArticleText } from '@costa-sol/common';
import type { ReactNode } from 'react';
import { formatNumber } from '../../features/hvac-calculator/format-number';
import { BTU_PER_KW, ENERGY_STAR_TABLE, FT2_PER_M2 } from '../../features/hvac-calculator/sizing';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Island } from '../../islands/island';
import { ToolHead } from './tool-head';
import { hvacCalculatorText } from './hvac-calculator-text';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

type Section = PublishedArticleText['sections'][number];

const paragraphsOf = (paragraphs: string[]) =>
  paragraphs.map((paragraph) => (
    <Typography key={paragraph} sx={{ mb: 1.75, lineHeight: 1.7 }}>
      {paragraph}
    </Typography>
  ));

/** A section of the page's Markdown; its list follows the paragraph that introduces it (ending with a colon), else the paragraphs. */
function ProseSection({ section, children }: { section: Section; children?: ReactNode }) {
  const colon = section.paragraphs.findIndex((paragraph) => paragraph.endsWith(':'));
  const cut = section.bullets && colon !== -1 ? colon + 1 : section.paragraphs.length;
  return (
    <Box component="section" aria-labelledby={section.id} sx={{ mb: 5 }}>
      <Typography id={section.id} variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 1.5 }}>
        {section.heading}
      </Typography>
      {paragraphsOf(section.paragraphs.slice(0, cut))}
      {section.bullets && (
        <Box component="ul" sx={{ pl: 3, mb: 2, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </Box>
      )}
      {paragraphsOf(section.paragraphs.slice(cut))}
      {children}
    </Box>
  );
}

/** The ENERGY STAR bands with their metric equivalents, straight from the figures the calculator uses. */
function EnergyStarTable() {
  const language = useLanguage();
  const t = useCatalogue(hvacCalculatorText).table;
  const n = (value: number, decimals = 0) => formatNumber(value, language, decimals);
  return (
    // It scrolls sideways on a phone: a keyboard must be able to reach and scroll it too (axe scrollable-region-focusable).
    <Box
      role="region"
      aria-label={t.caption}
      tabIndex={0}
      sx={{ overflowX: 'auto', mb: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Table size="small" sx={{ maxWidth: 640 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, padding: '0 0 8px' }}>{t.caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t.areaFt2}
            </TableCell>
            <TableCell component="th" scope="col">
              {t.areaM2}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t.btu}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t.kw}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ENERGY_STAR_TABLE.map((row, index) => (
            <TableRow key={row.upToFt2}>
              <TableCell component="th" scope="row">
                {index === 0 ? `${t.upTo} ${n(row.upToFt2)}` : `${n(row.fromFt2)}–${n(row.upToFt2)}`}
              </TableCell>
              <TableCell>
                {index === 0
                  ? `${t.upTo} ${n(row.upToFt2 / FT2_PER_M2, 1)}`
                  : `${n(row.fromFt2 / FT2_PER_M2, 1)}–${n(row.upToFt2 / FT2_PER_M2, 1)}`}
              </TableCell>
              <TableCell align="right">{n(row.btu)}</TableCell>
              <TableCell align="right">{n(row.btu / BTU_PER_KW, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.note}
      </Typography>
    </Box>
  );
}

/**
 * The HVAC sizing calculator (/tools/hvac-calculator, /es/herramientas/calculadora-hvac): the calculator, how it
 * works, and the quote form, which the estimate can fill in. The text is its published Markdown page: the sections
 * #calculator, #method (with the ENERGY STAR table) and #quote are placed here, the others follow #method.
 */
export default function HvacCalculatorPage() {
  const t = useCatalogue(hvacCalculatorText);
  const page = usePublishedPageText('hvacCalculator');
  const [calculator, method, quote] = ['calculator', 'method', 'quote'].map((anchor) => placedSection(page, anchor));
  const others = page.sections.filter((section) => ![calculator, method, quote].includes(section));

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <ToolHead routeKey="hvacCalculator" crumbs={t.head} />
      <Typography variant="h1" gutterBottom>
        {page.heading}
      </Typography>
      {page.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: '1.125rem', mb: 2, lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
      <Paper component="section" aria-labelledby="calculator-heading" variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, my: 5 }}>
        <Typography id="calculator-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
          {calculator.heading}
        </Typography>
        {paragraphsOf(calculator.paragraphs)}
        <Island name="hvac-calculator" load="interaction" props={{}} />
      </Paper>
      <ProseSection section={method}>
        <EnergyStarTable />
      </ProseSection>
      {others.map((section) => (
        <ProseSection key={section.id} section={section} />
      ))}
      <Paper
        component="section"
        aria-labelledby="quote-heading"
        variant="outlined"
        sx={{ p: { xs: 2.5, md: 4 }, scrollMarginTop: { xs: 76, md: 128 } }}
      >
        <Typography
          id="quote-heading"
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.5rem', mb: 1, outline: 'none', scrollMarginTop: { xs: 76, md: 128 } }}
        >
          {quote.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {sectionIntro(quote)}
        </Typography>
        {/* On view, not on interaction: it must be listening when the calculator hands it an estimate. */}
        <Island name="quote-form" load="visible" props={{}} />
        <Island name="toaster" load="visible" props={{}} />
      </Paper>
    </Container>
  );
}
