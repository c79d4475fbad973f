import { ShieldCheckIcon } from '../../../components/icons';

const FEATURES = [
  {
    title: 'Fake review detection',
    text: 'A text model scores every review; copied and near-duplicate reviews are grouped and flagged.',
  },
  {
    title: 'Trust score',
    text: 'One score from 0 to 100 with a grade, combining the fake share with product-level signals.',
  },
  {
    title: 'Fraud warning alerts',
    text: 'Warnings for review bursts, rating patterns that do not add up, and incentivised reviews.',
  },
  {
    title: 'Review scraper',
    text: 'Paste a product link and ReviewSentry collects the reviews it can read from the page.',
  },
  {
    title: 'CSV upload',
    text: 'Already have the reviews? Upload a CSV export; common column names are recognised.',
  },
  {
    title: 'REST API',
    text: 'The same analysis for your own tools: POST a CSV file or a product link, get JSON back.',
  },
] as const;

export function KeyFeaturesSection() {
  return (
    <section aria-labelledby="key-features-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="key-features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Key features
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex gap-4">
              <ShieldCheckIcon className="mt-1 h-6 w-6 shrink-0 text-indigo-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-slate-700">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
