import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { PageLayout, ProseSection } from '../../../components/page-layout';
import { CONTACT, GITHUB_REPO_URL } from '../../../config/site';

export function TermsPage() {
  return (
    <PageLayout
      title="Terms of use"
      heading="Terms of use"
      intro="ReviewSentry is free to use. These terms explain what its results mean and what we ask of you."
    >
      <ProseSection id="estimates" heading="Results are estimates">
        <p>
          A verdict such as &ldquo;Fake&rdquo; or &ldquo;Likely Fake&rdquo; is a statistical
          estimate based on the reviews we could read, not a finding of fact about a seller or a
          reviewer. The detector makes mistakes in both directions; its measured accuracy is
          published with the code. Use the results as one input to your own judgement.
        </p>
      </ProseSection>

      <ProseSection id="fair-use" heading="Fair use">
        <ul>
          <li>
            Analyse products you are interested in; do not use the service to overload shops or our
            server. Requests are rate-limited per client.
          </li>
          <li>
            Only upload files you are allowed to share, and do not upload other people&apos;s
            personal data beyond what public reviews already contain.
          </li>
          <li>
            Do not present a ReviewSentry result as proof that a particular person or business acted
            dishonestly.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="no-warranty" heading="No warranty">
        <p>
          The service is provided as it is, without any guarantee of availability or correctness. We
          are not liable for purchases made or not made because of a result.
        </p>
      </ProseSection>

      <ProseSection id="questions" heading="Questions and changes">
        <p>
          How we handle data is described on the{' '}
          <Link to={SITE_ROUTES.privacy.path}>privacy page</Link>. The source code is on{' '}
          <ExternalLink href={GITHUB_REPO_URL}>GitHub</ExternalLink>. Questions:{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>. If these terms change, the new
          version is published on this page.
        </p>
      </ProseSection>
    </PageLayout>
  );
}
