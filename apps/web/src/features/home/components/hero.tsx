import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { onDarkPrimaryButton, onDarkSecondaryButton } from '../../../components/button-styles';
import { scrollToSection } from '../scroll-to-section';

export function Hero({ statisticsSectionId }: { statisticsSectionId: string }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="on-dark bg-gradient-to-b from-indigo-950 to-indigo-900 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
          Fake review detection for shoppers
        </p>
        <h1
          id="hero-heading"
          className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          Spot fake product reviews before you buy
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-indigo-100">
          Upload the reviews of a product as a CSV file or paste its link. ReviewSentry tells you
          how many reviews look fake, how far you can trust the rating, and why — review by review.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={SITE_ROUTES.tool.path} className={onDarkPrimaryButton}>
            Get Started
          </Link>
          <button
            type="button"
            className={onDarkSecondaryButton}
            onClick={() => scrollToSection(statisticsSectionId)}
          >
            See More
          </button>
        </div>
      </div>
    </section>
  );
}
