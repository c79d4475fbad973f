import type { NewsItem } from '@reviewsentry/contracts';
import { useId, useState } from 'react';
import { ExternalLink } from '../../../components/external-link';

export const NEWS_PLACEHOLDER_SRC = '/news-placeholder.svg';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** Cards of the first row (up to three side by side) load at once; the first image is the page's largest paint. */
export const EAGER_CARDS = 3;

export function NewsCard({ item, position }: { item: NewsItem; position: number }) {
  const titleId = useId();
  const thumbnail = item.fields?.thumbnail;
  // A thumbnail that fails to load (blocked, gone) falls back to our own placeholder.
  const [broken, setBroken] = useState(false);
  const showThumbnail = thumbnail !== undefined && !broken;

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={showThumbnail ? thumbnail : NEWS_PLACEHOLDER_SRC}
        alt={
          showThumbnail
            ? `Photo for the article “${item.webTitle}”`
            : 'No image available for this article'
        }
        width={500}
        height={300}
        loading={position < EAGER_CARDS ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : 'auto'}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="aspect-[5/3] w-full bg-indigo-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} dir="auto" className="text-lg font-semibold text-slate-900">
          {item.webTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={item.webPublicationDate}>{formatDate(item.webPublicationDate)}</time>
        </p>
        <ExternalLink
          href={item.webUrl}
          aria-describedby={titleId}
          className="mt-4 self-start rounded font-semibold text-indigo-700 underline hover:text-indigo-900"
        >
          Read More →
        </ExternalLink>
      </div>
    </li>
  );
}
