import { onDarkPrimaryButton } from '../../../components/button-styles';
import { ExternalLink } from '../../../components/external-link';
import { GithubIcon } from '../../../components/icons';
import { GITHUB_REPO_URL } from '../../../config/site';

export function OpenSourceSection() {
  return (
    <section aria-labelledby="open-source-heading" className="on-dark bg-indigo-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="open-source-heading" className="text-3xl font-bold tracking-tight">
          Built in the open — help us make it better
        </h2>
        <p className="mt-4 max-w-2xl text-indigo-100">
          ReviewSentry is open source. Report a product we got wrong, add a shop to the scraper,
          improve the model or the pages: issues and pull requests are welcome.
        </p>
        <ExternalLink href={GITHUB_REPO_URL} className={`${onDarkPrimaryButton} mt-8`}>
          <GithubIcon className="h-5 w-5" />
          Contribute on GitHub
        </ExternalLink>
      </div>
    </section>
  );
}
