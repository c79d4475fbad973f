import { SITE_ROUTES } from '@reviewsentry/contracts';
import { Link } from 'react-router';
import { PageLayout, ProseSection } from '../../../components/page-layout';
import { CONTACT } from '../../../config/site';

export function PrivacyPage() {
  return (
    <PageLayout
      title="Privacy"
      heading="Privacy"
      intro="What ReviewSentry stores, for how long, and what it never collects. In short: the feedback you send us, and the results you analyse for a limited time so that you can keep and share them."
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
            the result has been sent back to you. Only the result is kept, as described below.
          </li>
          <li>
            For a product link, the server fetches the public product page and analyses it in
            memory; the page itself is not stored. The result for that link is cached for a few
            hours, so that the same link asked for twice is not fetched twice from the shop.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="saved-results" heading="Saved results and their links">
        <p>
          Every analysis made on the <Link to={SITE_ROUTES.tool.path}>analysis page</Link> is saved
          on our server as a result page with its own link (an address starting with /r/), so that
          you can come back to it and share it. What is saved:
        </p>
        <ul>
          <li>
            the result as it was shown: the verdict and figures, the alerts, and each review’s text,
            title, rating, date and the reasons given for it, plus the product’s name, id and link;
          </li>
          <li>
            no reviewer names: each is replaced by a code such as “Reviewer 3f9a2c1d”, made with a
            key that is thrown away at once, so the code only tells which reviews of that result
            come from the same reviewer and cannot be turned back into a name;
          </li>
          <li>
            not your file (not even its name), not your network address, and nothing that identifies
            you.
          </li>
        </ul>
        <p>
          A saved result is removed automatically at the end of the server’s retention period (30
          days unless the server is configured otherwise); each result page says its own removal
          date. Anyone who has the link can open it; the link cannot be guessed. You can delete it
          sooner with the “Delete this saved result” button, which uses a secret delete token that
          only your browser received.
        </p>
      </ProseSection>

      <ProseSection id="history" heading="Your recent analyses (in your browser)">
        <p>
          The analysis page lists your last ten analyses. That list, with each result’s link and
          delete token, is kept in your browser’s local storage only; it is never sent to us (except
          a token when you ask to delete its result). “Remove from this list” forgets an entry;
          clearing your browser’s site data forgets them all.
        </p>
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
          ReviewSentry sets no cookies and runs no analytics, advertising or tracking scripts (the
          list of your recent analyses above is stored by your browser for you, not read by us).
          Fonts, icons and scripts are served from our own server. Two pages load content from other
          sites: the map on the contact page comes from OpenStreetMap, and the news page shows
          thumbnails hosted by The Guardian; those sites receive your network address when your
          browser loads them.
        </p>
      </ProseSection>
    </PageLayout>
  );
}
