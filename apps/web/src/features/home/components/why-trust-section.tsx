import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { secondaryButton } from '../../../components/button-styles';

const REASONS = [
  {
    title: 'Every verdict shows its reasons',
    text: 'Each review flagged as fake comes with the signals behind it — copied text, a burst of same-day five-star reviews, generic wording — so you can judge for yourself.',
  },
  {
    title: 'Honest about uncertainty',
    text: 'Probabilities are calibrated, and the share of fake reviews comes with a 95 % interval. With too few reviews we say the verdict is uncertain instead of guessing.',
  },
  {
    title: 'Open source and measured',
    text: 'The code, the model and its evaluation on labelled review sets are public. Anyone can check how often the detector is right and where it fails.',
  },
  {
    title: 'No account, no tracking',
    text: 'There is nothing to sign up for. We use no cookies and no trackers, and the reviews you check are analysed in memory, not stored.',
  },
] as const;

export function WhyTrustSection() {
  return (
    <section aria-labelledby="why-trust-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="why-trust-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Why Trust Our Detection System?
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
            <p className="mt-2 text-slate-700">{reason.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <Link to={SITE_ROUTES.about.path} className={secondaryButton}>
          Learn More
          {/* Keeps the visible label the spec's while telling screen readers and crawlers where it leads. */}
          <span className="sr-only"> about ReviewSentry</span>
        </Link>
      </div>
    </section>
  );
}
