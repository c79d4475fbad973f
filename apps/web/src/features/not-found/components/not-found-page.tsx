import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { PageTitle } from '../../../components/page-title';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start px-4 py-24 sm:px-6">
      <PageTitle title="Page not found" />
      <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Sorry, we couldn&apos;t find this page.
      </h1>
      <p className="mt-4 text-slate-700">
        The address may be mistyped, or the page may have moved.
      </p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back to homepage
      </Link>
    </div>
  );
}
