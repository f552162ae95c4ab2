import { FeaturedCaseStudy } from '../../features/case-studies/components/featured-case-study';
import { TestimonialsSection } from '../../features/reviews/components/testimonials-section';
import { BrandsSection } from './brands-section';
import { GoogleReviewSection } from './google-review-section';
import { HeatPumpSection } from './heat-pump-section';
import { HeroSection } from './hero-section';
import { HomeHead } from './home-head';
import { QuoteSection } from './quote-section';
import { ServicesSection } from './services-section';
import { StatsBand } from './stats-band';
import { TrustSection } from './trust-section';
import { WhyChooseSection } from './why-choose-section';

/**
 * Home (/ and /es), in the spec's order: hero, figures, services, authorized-dealer brands, why us, heat pumps,
 * quote form, Google review call-to-action, testimonials, featured case study, trust. The head, the hero's heading and
 * promise, each section's heading and intro, the service, brand and "why us" cards and the heat pumps' text are the
 * published Markdown page 'home' (admin, Site pages), and so are the figures band's items; buttons and the drawings'
 * descriptions are in home-text.ts.
 */
export default function HomePage() {
  return (
    <>
      <HomeHead />
      <HeroSection />
      <StatsBand />
      <ServicesSection />
      <BrandsSection />
      <WhyChooseSection />
      <HeatPumpSection />
      <QuoteSection />
      <GoogleReviewSection />
      <TestimonialsSection />
      <FeaturedCaseStudy />
      <TrustSection />
    </>
  );
}
