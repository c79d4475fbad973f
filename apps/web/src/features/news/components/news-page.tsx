import { PageLayout } from '../../../components/page-layout';
import { useNews } from '../use-news';
import { NewsCard } from './news-card';

export const NEWS_ERROR_MESSAGE = 'Failed to load news. Please try again later.';

function LoadingCards() {
  return (
    <div role="status" aria-live="polite">
      <p className="font-medium text-slate-700">Loading news…</p>
      <ul aria-hidden="true" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="animate-pulse overflow-hidden rounded-xl border border-slate-200 motion-reduce:animate-none"
          >
            <div className="aspect-[5/3] bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-4 rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NewsPage() {
  const state = useNews();

  return (
    <PageLayout
      title="Scam news"
      heading={'Latest News on "scams"'}
      intro="Recent reporting on scams and fraud from The Guardian."
    >
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <LoadingCards />}
        {state.status === 'error' && (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
            {NEWS_ERROR_MESSAGE}
          </p>
        )}
        {state.status === 'ready' && state.news.results.length === 0 && (
          <p className="text-slate-700">There are no news articles to show right now.</p>
        )}
        {state.status === 'ready' && state.news.results.length > 0 && (
          <>
            {state.news.stale && (
              <p className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
                The news service is not answering right now; these are the articles we fetched
                earlier.
              </p>
            )}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {state.news.results.map((item, i) => (
                <NewsCard key={item.id} item={item} position={i} />
              ))}
            </ul>
          </>
        )}
      </div>
    </PageLayout>
  );
}
