// Everything about the organisation that the pages show (links, contact details, map location) lives here,
// so the header, footer, contact page and legal pages can never disagree.

export const SITE_NAME = 'ReviewSentry';

export const GITHUB_REPO_URL = 'https://github.com/reviewsentry/reviewsentry';

export interface SocialProfile {
  /** Accessible name of the icon link. */
  label: string;
  url: string;
  icon: 'github' | 'mastodon' | 'linkedin' | 'bluesky';
}

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { label: 'ReviewSentry on GitHub', url: 'https://github.com/reviewsentry', icon: 'github' },
  {
    label: 'ReviewSentry on Mastodon',
    url: 'https://mastodon.social/@reviewsentry',
    icon: 'mastodon',
  },
  {
    label: 'ReviewSentry on Bluesky',
    url: 'https://bsky.app/profile/reviewsentry.bsky.social',
    icon: 'bluesky',
  },
  {
    label: 'ReviewSentry on LinkedIn',
    url: 'https://www.linkedin.com/company/reviewsentry',
    icon: 'linkedin',
  },
];

export const CONTACT = {
  email: 'hello@reviewsentry.org',
  /** Shown as written; `phoneHref` is the dialable form. */
  phone: '+91 80 4000 1234',
  phoneHref: 'tel:+918040001234',
  addressLines: ['ReviewSentry', 'Indiranagar', 'Bengaluru 560038', 'India'],
} as const;

/**
 * The city the contact page's map shows. The bounding box (west, south, east, north in degrees) frames it in
 * OpenStreetMap's embed; change both together.
 */
export const MAP_LOCATION = {
  city: 'Bengaluru, India',
  bbox: [77.46, 12.83, 77.78, 13.14] as const,
} as const;

export function openStreetMapEmbedUrl(bbox: readonly [number, number, number, number]): string {
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik`;
}

export function openStreetMapLinkUrl(bbox: readonly [number, number, number, number]): string {
  const [west, south, east, north] = bbox;
  const lat = ((south + north) / 2).toFixed(4);
  const lon = ((west + east) / 2).toFixed(4);
  return `https://www.openstreetmap.org/#map=12/${lat}/${lon}`;
}
