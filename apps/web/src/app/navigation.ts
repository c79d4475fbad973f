import { SITE_ROUTES } from '@reviewsentry/contracts';

// The header's labels are the spec's, word for word; the paths come from the shared route list.
export const HEADER_NAV = [
  { label: 'HOME', to: SITE_ROUTES.home.path },
  { label: 'WORKING', to: SITE_ROUTES.features.path },
  { label: 'ABOUT US', to: SITE_ROUTES.about.path },
  { label: 'CONTACTS', to: SITE_ROUTES.contact.path },
  { label: 'BLOGS', to: SITE_ROUTES.blogs.path },
  { label: 'FAQs', to: SITE_ROUTES.faq.path },
] as const;

export const FOOTER_GROUPS = [
  {
    heading: 'OUR PRODUCTS',
    links: [
      { label: 'Review analyzer', to: SITE_ROUTES.tool.path },
      { label: 'Review scraper', to: SITE_ROUTES.tool.path },
      { label: 'API documentation', to: SITE_ROUTES.apiDocs.path },
    ],
  },
  {
    heading: 'SUPPORT',
    links: [
      { label: 'FAQ', to: SITE_ROUTES.faq.path },
      { label: 'Contact', to: SITE_ROUTES.contact.path },
      { label: 'How it works', to: SITE_ROUTES.features.path },
    ],
  },
  {
    heading: 'LEGAL',
    links: [
      { label: 'Privacy', to: SITE_ROUTES.privacy.path },
      { label: 'Terms', to: SITE_ROUTES.terms.path },
    ],
  },
] as const;
