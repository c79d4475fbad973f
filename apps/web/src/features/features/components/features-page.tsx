import { STATUS_THRESHOLDS } from '@reviewsentry/contracts';
import { PageLayout } from '../../../components/page-layout';

const STEPS = [
  {
    title: 'Paste product link',
    text: 'Paste the address of a product page, or upload a CSV file of its reviews if you already have them.',
  },
  {
    title: 'Web scraping',
    text: 'For a link, our scraper fetches the public product page and reads the reviews and ratings it can find, telling you how many it could reach.',
  },
  {
    title: 'AI review analysis',
    text: 'Every review with enough text is scored by a text model and by style measurements: length, repetition, punctuation, first-person use and generic superlatives.',
  },
  {
    title: 'Fake review detection',
    text: 'Near-identical reviews are grouped, bursts of reviews on the same days are tested, and each review gets a probability of being fake with the reasons that raised it.',
  },
  {
    title: 'Trust score calculation',
    text: 'The share of fake reviews, its uncertainty and the product-level warnings combine into a trust score from 0 to 100 and a letter grade.',
  },
  {
    title: 'Final result',
    text: `You see the verdict — Fake at ${STATUS_THRESHOLDS.fake} % or more fake reviews, Likely Fake at ${STATUS_THRESHOLDS.likelyFake} % or more, otherwise Genuine — with the evidence behind it.`,
  },
] as const;

const TECHNOLOGIES = [
  {
    name: 'TypeScript, React and Fastify',
    text: 'One language end to end: a React single-page site built with Vite and Tailwind CSS, and a Fastify server. Request and response shapes are checked with shared zod schemas on both sides.',
  },
  {
    name: 'Hashed n-gram linear model',
    text: 'Word and character n-grams are hashed into a fixed-size feature vector and scored by a logistic model. It is small, fast on a laptop CPU and easy to inspect.',
  },
  {
    name: 'Calibrated probabilities',
    text: 'Raw model scores are calibrated on held-out labelled reviews so that "70 % likely fake" means roughly seven in ten such reviews really are.',
  },
  {
    name: 'Stylometric features',
    text: 'Measurements of writing style — sentence length, vocabulary richness, exclamation marks, capital letters, superlatives — that separate template-written reviews from ordinary ones.',
  },
  {
    name: 'MinHash near-duplicate detection',
    text: 'Reviews are turned into sets of word shingles and compared with MinHash signatures, which finds copied and lightly edited reviews without comparing every pair in full.',
  },
  {
    name: 'Poisson burst test',
    text: 'If reviews arrived at a steady rate, how unlikely would the busiest days be? A Poisson test flags days with far more reviews than the product’s own history explains.',
  },
  {
    name: 'Wilson score interval',
    text: 'The fake share comes with a 95 % Wilson interval, so a verdict built on eight reviews is shown as less certain than one built on eight hundred.',
  },
] as const;

export function FeaturesPage() {
  return (
    <PageLayout
      title="How it works"
      heading="How Our System Works"
      intro="From a product link to a verdict you can check: six steps, each one explained."
    >
      <ol className="grid gap-6 md:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <section aria-labelledby="technologies-heading" className="mt-16">
        <h2 id="technologies-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Technologies &amp; Algorithms Used
        </h2>
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {TECHNOLOGIES.map((tech) => (
            <div key={tech.name} className="rounded-xl bg-slate-50 p-6">
              <dt className="font-semibold text-slate-900">{tech.name}</dt>
              <dd className="mt-2 text-slate-700">{tech.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PageLayout>
  );
}
