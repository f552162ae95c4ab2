import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlaceIcon from '@mui/icons-material/Place';
import SavingsIcon from '@mui/icons-material/Savings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@costa-sol/common';
import type { ReactNode } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { type CaseStudy, useFeaturedCaseStudy } from '../api/get-case-studies';
import { caseStudiesText } from '../content/case-studies-text';
import { AsyncContent, EmptyState } from '../../../components/async-content';
import { PageSection } from '../../../components/page-section';
import { CaseStudyPhotos } from './case-study-photos';

const HEADING_ID = 'case-study-heading';

function Facts({ system, cost }: { system: string; cost: number }) {
  const t = useCatalogue(caseStudiesText);
  const language = useLanguage();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: 2,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0 },
      }}
    >
      <dt>{t.system}</dt>
      <dd>{system}</dd>
      <dt>{t.energyCost}</dt>
      <dd>{t.perYear(formatEuros(cost, language))}</dd>
    </Box>
  );
}

function Points({ items, icon }: { items: string[]; icon: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item, index) => (
        <Box component="li" key={`${index}-${item}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {icon}
          <Typography component="span">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function Side({ heading, children, tint }: { heading: string; children: ReactNode; tint: string }) {
  return (
    <Box sx={{ height: '100%', p: 3, borderRadius: 2, bgcolor: tint }}>
      <Typography variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = useCatalogue(caseStudiesText);
  const language = useLanguage();
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          {caseStudy.title}
        </Typography>
        <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
          <PlaceIcon fontSize="small" />
          {caseStudy.location}
        </Typography>
        <CaseStudyPhotos caseStudy={caseStudy} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Side heading={t.before} tint="#fdf3ef">
              <Facts system={caseStudy.beforeSystem} cost={caseStudy.beforeEnergyCost} />
              <Typography sx={{ fontWeight: 700, mb: 1 }}>{t.issues}</Typography>
              <Points items={caseStudy.beforeIssues} icon={<CancelIcon fontSize="small" sx={{ color: 'error.main', mt: 0.25 }} />} />
            </Side>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Side heading={t.after} tint="#eef7f1">
              <Facts system={caseStudy.afterSystem} cost={caseStudy.afterEnergyCost} />
              <Typography sx={{ fontWeight: 700, mb: 1 }}>{t.benefits}</Typography>
              <Points
                items={caseStudy.afterBenefits}
                icon={<CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />}
              />
            </Side>
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: 3,
            p: 3,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <SavingsIcon sx={{ fontSize: 40 }} />
          <Box>
            <Typography sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, fontSize: '0.85rem' }}>
              {t.annualSavings}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, lineHeight: 1.2 }}>
              {t.savingsPerYear(formatEuros(caseStudy.annualSavings, language))}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function Featured() {
  const t = useCatalogue(caseStudiesText);
  const caseStudy = useFeaturedCaseStudy(useLanguage());
  return caseStudy ? <CaseStudyCard caseStudy={caseStudy} /> : <EmptyState title={t.emptyTitle} body={t.emptyBody} />;
}

function CaseStudySkeleton() {
  const t = useCatalogue(caseStudiesText);
  return (
    <Box role="status" aria-live="polite">
      <span className="visually-hidden">{t.loading}</span>
      <Card variant="outlined" aria-hidden="true">
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Skeleton variant="text" width="60%" height={40} />
          <Skeleton variant="text" width="30%" sx={{ mb: 3 }} />
          <Grid container spacing={3}>
            {[0, 1].map((column) => (
              <Grid key={column} size={{ xs: 12, md: 6 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))}
          </Grid>
          <Skeleton variant="rounded" height={88} sx={{ mt: 3 }} />
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * "Success Stories": the featured case study, before and after, with the annual savings highlighted. Skeleton
 * while it loads, the empty state when there is none (or the read fails).
 */
export function FeaturedCaseStudy() {
  const t = useCatalogue(caseStudiesText);
  const language = useLanguage();
  return (
    <PageSection headingId={HEADING_ID} heading={t.heading} intro={t.intro}>
      <AsyncContent
        freshKey="case-study"
        resetKey={language}
        skeleton={<CaseStudySkeleton />}
        empty={{ title: t.emptyTitle, body: t.emptyBody }}
      >
        <Featured />
      </AsyncContent>
    </PageSection>
  );
}
