import { Link } from 'react-router';
import { FOOTER_GROUPS } from '../app/navigation';
import { CONTACT, SITE_NAME, SOCIAL_PROFILES, type SocialProfile } from '../config/site';
import { ExternalLink } from './external-link';
import { BlueskyIcon, GithubIcon, LinkedinIcon, MastodonIcon, ShieldCheckIcon } from './icons';

const SOCIAL_ICONS: Record<SocialProfile['icon'], typeof GithubIcon> = {
  github: GithubIcon,
  mastodon: MastodonIcon,
  bluesky: BlueskyIcon,
  linkedin: LinkedinIcon,
};

const footerHeadingId = (heading: string) => `footer-${heading.toLowerCase().replace(/\W+/g, '-')}`;

export function SiteFooter() {
  return (
    <footer className="on-dark bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <ShieldCheckIcon className="h-6 w-6 text-amber-300" />
            {SITE_NAME}
          </p>
          <p className="mt-3 max-w-sm text-sm">
            Free, open-source checks that tell online shoppers whether a product&apos;s reviews look
            fake.
          </p>
          <p className="mt-4 text-sm">
            Contact us:{' '}
            <a
              className="text-white underline hover:text-amber-200"
              href={`mailto:${CONTACT.email}`}
            >
              {CONTACT.email}
            </a>{' '}
            ·{' '}
            <a className="text-white underline hover:text-amber-200" href={CONTACT.phoneHref}>
              {CONTACT.phone}
            </a>
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {SOCIAL_PROFILES.map((profile) => {
              const Icon = SOCIAL_ICONS[profile.icon];
              return (
                <li key={profile.url}>
                  <ExternalLink
                    href={profile.url}
                    aria-label={`${profile.label} (opens in a new tab)`}
                    announceNewTab={false}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-slate-700"
                  >
                    <Icon className="h-5 w-5" />
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </div>

        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-labelledby={footerHeadingId(group.heading)}>
            <h2
              id={footerHeadingId(group.heading)}
              className="text-sm font-semibold tracking-wider text-white"
            >
              {group.heading}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs sm:px-6">
          © {new Date().getFullYear()} {SITE_NAME} contributors.
        </p>
      </div>
    </footer>
  );
}
