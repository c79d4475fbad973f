import { PageTitle } from '../../../components/page-title';
import { Hero } from './hero';
import { StatisticsSection } from './statistics-section';
import { WhyTrustSection } from './why-trust-section';
import { KeyFeaturesSection } from './key-features-section';
import { OpenSourceSection } from './open-source-section';

export const STATISTICS_SECTION_ID = 'statistics';

export function HomePage() {
  return (
    <>
      <PageTitle title="Spot fake product reviews before you buy" />
      <Hero statisticsSectionId={STATISTICS_SECTION_ID} />
      <StatisticsSection id={STATISTICS_SECTION_ID} />
      <WhyTrustSection />
      <KeyFeaturesSection />
      <OpenSourceSection />
    </>
  );
}
