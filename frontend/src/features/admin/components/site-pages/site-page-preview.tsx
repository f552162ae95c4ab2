import {
  fillReferences,
  fitDescription,
  fitTitle,
  type Language,
  leaveOutHiddenFigures,
  type OwnComponent,
  parseArticleText,
} from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** The business settings as the site fills a page now: each reference's text in the column's language, the figures switched off. */
export interface PreviewFacts {
  referenceTexts: Readonly<Record<string, string>>;
  hiddenFigures: readonly string[];
}

/** One language's page file as the site shows it with the settings' facts (`text`), or its problems as written. */
function previewOf(markdown: string, language: Language, layout: OwnComponent, facts: PreviewFacts) {
  const { text: written, problems } = parseArticleText(markdown, language, layout);
  if (!written) return { problems };
  const filled = parseArticleText(fillReferences(markdown, facts.referenceTexts), language, layout).text ?? written;
  if (layout.anchors.length === 0) return { text: filled, problems };
  const shown = leaveOutHiddenFigures({ en: filled, es: filled }, { en: markdown, es: markdown }, facts.hiddenFigures);
  return { text: shown.en, problems };
}

/**
 * The page as the site would show it, read by the site's own parser and checks (common/content-files/article): only
 * plain text comes out of it, shown as React text (never as HTML); or the problems that keep it from being shown.
 */
export function SitePagePreview({
  markdown,
  language,
  layout,
  facts,
  id,
}: {
  markdown: string;
  language: Language;
  layout: OwnComponent;
  facts: PreviewFacts;
  id: string;
}) {
  const p = useCatalogue(adminText).sitePages;
  const { text, problems } = previewOf(markdown, language, layout, facts);
  return (
    <Box component="section" aria-labelledby={id} lang={language} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {p.preview}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {p.previewFacts}
      </Typography>
      {!text ? (
        <Alert severity="warning">
          {p.previewProblems}
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.where}: ${problem.message}`}>{`${problem.where}: ${problem.message}`}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Box tabIndex={0} aria-labelledby={id} role="group" sx={{ maxHeight: 480, overflowY: 'auto' }}>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 1 }}>{text.heading}</Typography>
          {text.intro.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
          {text.keyFacts && (
            <Box component="dl" aria-label={p.keyFacts} sx={{ mb: 1 }}>
              {text.keyFacts.map((fact) => (
                <Box key={fact.label}>
                  <Box component="dt" sx={{ fontWeight: 700 }}>
                    {fact.label}
                  </Box>
                  <Box component="dd" sx={{ ml: 2 }}>
                    {fact.value}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {text.sections.map((section) => (
            <Box key={section.id} sx={{ mb: 1 }}>
              <Typography sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 1 }}>{section.heading}</Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
              {section.links && (
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>{link.label}</li>
                  ))}
                </ul>
              )}
            </Box>
          ))}
          {text.faqs && (
            <>
              <Typography sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 1 }}>{p.faqs}</Typography>
              {text.faqs.map((faq) => (
                <Box key={faq.question} sx={{ mb: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{faq.question}</Typography>
                  <Typography>{faq.answer}</Typography>
                </Box>
              ))}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

/** A search result as engines tend to show it: the title (the override, else the page title fitted with the brand of the business settings), the address, the description. */
export function SearchResultPreview({
  markdown,
  language,
  seoTitle,
  seoDescription,
  url,
  titleBrand,
  facts,
  id,
}: {
  markdown: string;
  language: Language;
  seoTitle: string;
  seoDescription: string;
  url: string;
  titleBrand: string;
  facts: PreviewFacts;
  id: string;
}) {
  const p = useCatalogue(adminText).sitePages;
  const { text } = parseArticleText(fillReferences(markdown, facts.referenceTexts), language);
  const title = seoTitle.trim() || (text ? fitTitle(text.title, titleBrand) : '');
  const description = seoDescription.trim() || (text ? fitDescription(text.description) : '');
  return (
    <Box component="section" aria-labelledby={id} lang={language} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {p.searchPreview}
      </Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: '1.15rem' }}>{title}</Typography>
      <Typography sx={{ color: '#006621', fontSize: '0.875rem' }}>{url}</Typography>
      <Typography sx={{ color: '#4d5156', fontSize: '0.875rem' }}>{description}</Typography>
    </Box>
  );
}
