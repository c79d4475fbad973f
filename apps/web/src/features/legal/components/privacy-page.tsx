import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { PageLayout, ProseSection } from '../../../components/page-layout';
import { CONTACT } from '../../../config/site';

export function PrivacyPage() {
  return (
    <PageLayout
      title="Privacy"
      heading="Privacy"
      intro="What ReviewSentry stores, for how long, and what it never collects. In short: only the feedback you send us is kept."
    >
      <ProseSection id="feedback" heading="Feedback you send us">
        <p>
          When you use the form on the <Link to={SITE_ROUTES.contact.path}>contact page</Link>, we
          store your name, your email address, your message and the time you sent it in our
          database. We use them only to read and answer your feedback. We do not share them, and we
          delete them on request — write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
        </p>
      </ProseSection>

      <ProseSection id="analysis" heading="Reviews you analyse">
        <ul>
          <li>
            An uploaded CSV file is read and analysed in memory and is not stored: it is gone once
            the result has been sent back to you.
          </li>
          <li>
            For a product link, the server fetches the public product page and analyses it in
            memory; the page itself is not stored. The result for that link is cached for a few
            hours, so that the same link asked for twice is not fetched twice from the shop.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="logs" heading="Server logs">
        <p>
          The server logs each request&apos;s method, path, status and duration to find faults. The
          logs hold no names, email addresses, message texts or uploaded files. To stop abuse, the
          server counts requests per network address in memory for a few minutes; these counts are
          not written to disk.
        </p>
      </ProseSection>

      <ProseSection id="no-tracking" heading="No cookies, no trackers">
        <p>
          ReviewSentry sets no cookies and runs no analytics, advertising or tracking scripts.
          Fonts, icons and scripts are served from our own server. Two pages load content from other
          sites: the map on the contact page comes from OpenStreetMap, and the news page shows
          thumbnails hosted by The Guardian; those sites receive your network address when your
          browser loads them.
        </p>
      </ProseSection>
    </PageLayout>
  );
}
