import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';

// The analysis tool itself arrives with its own issue; until then this page says so plainly.
export function ToolPage() {
  return (
    <PageLayout title="Analyze reviews" heading="Analyze Reviews">
      <p className="max-w-2xl text-slate-700">
        The analysis tool — upload a CSV file of reviews or paste a product link — is being built
        and will appear on this page soon. Meanwhile, read{' '}
        <Link className="font-medium text-indigo-700 underline" to={SITE_ROUTES.features.path}>
          how the analysis works
        </Link>
        .
      </p>
    </PageLayout>
  );
}
