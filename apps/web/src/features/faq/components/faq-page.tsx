import { PageLayout } from '../../../components/page-layout';
import { FAQ_ITEMS } from '../faq-items';
import { FaqAccordion } from './faq-accordion';

export function FaqPage() {
  return (
    <PageLayout
      title="FAQs"
      heading="Frequently asked questions"
      intro="How ReviewSentry decides, what it accepts, and what it keeps."
    >
      <FaqAccordion items={FAQ_ITEMS} />
    </PageLayout>
  );
}
