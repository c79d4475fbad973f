import { primaryButton } from '../components/button-styles';
import { PageLayout } from '../components/page-layout';

/**
 * Shown when a page fails to render or its code cannot be fetched (for example after a new release
 * replaced the hashed files the open tab still refers to). A full reload fixes the latter.
 */
export function RouteError() {
  return (
    <PageLayout title="Something went wrong" heading="Something went wrong">
      <p className="text-slate-700">This page could not be shown. Reloading usually helps.</p>
      <button
        type="button"
        className={`${primaryButton} mt-6`}
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </PageLayout>
  );
}
