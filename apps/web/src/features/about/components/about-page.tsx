import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { PageLayout, ProseSection } from '../../../components/page-layout';
import { GITHUB_REPO_URL } from '../../../config/site';

export function AboutPage() {
  return (
    <PageLayout
      title="About us"
      heading="About ReviewSentry"
      intro="ReviewSentry is a free, open-source tool that helps online shoppers decide whether a product's reviews can be trusted."
    >
      <ProseSection id="about" heading="About">
        <p>
          We are a small group of engineers who got tired of buying products with glowing reviews
          that fell apart in a week. ReviewSentry reads a product&apos;s reviews — from a CSV file
          you upload or from the product page you link — and reports how many look fake, how much
          the star rating changes without them, and which warning signs it found.
        </p>
        <p>
          It is a tool to help you judge, not a court: every flag comes with its reasons, and when
          there are too few reviews to be sure, we say so.
        </p>
      </ProseSection>

      <ProseSection id="problem" heading="The problem">
        <p>
          Reviews are the main thing shoppers rely on when they cannot touch a product, which makes
          them worth faking. Sellers buy five-star reviews in bulk, reward buyers for positive ones,
          copy the same text across listings, and increasingly use text generators that write
          fluent, believable praise.
        </p>
        <ul>
          <li>Fake reviews inflate ratings, so a 4.6-star product may really be a 3-star one.</li>
          <li>Bursts of reviews on a few days can bury the honest complaints that came before.</li>
          <li>
            Shops remove some fakes, but shoppers rarely learn which reviews were removed or why.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="motivation" heading="Our motivation">
        <p>
          Detection tools exist, but most are closed: you get a grade and no way to check it. We
          think a shopper deserves to see the evidence, and that a detector should publish how often
          it is wrong. That is why ReviewSentry is open source, explains each flag, and reports its
          accuracy on public labelled data.
        </p>
        <p>
          Read <Link to={SITE_ROUTES.features.path}>how the analysis works</Link>, or look at the
          code on <ExternalLink href={GITHUB_REPO_URL}>GitHub</ExternalLink>.
        </p>
      </ProseSection>

      <ProseSection id="upcoming" heading="Upcoming improvements">
        <ul>
          <li>
            Support for more shops in the link analysis, with clear coverage figures per shop.
          </li>
          <li>
            Better detection of reviews written by text generators, measured on new data sets.
          </li>
          <li>
            Reviews in more languages: the text model reads nine today, and Chinese and others are
            not yet judged.
          </li>
          <li>
            A browser extension that shows the trust score next to the product you are viewing.
          </li>
          <li>A public API key scheme, so other tools can use the analysis within fair limits.</li>
        </ul>
      </ProseSection>
    </PageLayout>
  );
}
