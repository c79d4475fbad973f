import { STATUS_THRESHOLDS } from '@reviewsentry/contracts';
import type { ReactNode } from 'react';
import { PageLayout, ProseSection } from '../../../components/page-layout';

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">{children}</code>;
}

// Wrapped rather than scrolled sideways, so narrow phones need no horizontal scrolling.
function Block({ children }: { children: string }) {
  return (
    <pre className="rounded-lg bg-slate-900 p-4 font-mono text-sm break-all whitespace-pre-wrap text-slate-100">
      <code>{children}</code>
    </pre>
  );
}

// Fields of a result, in the order the server returns them. The first six are the original contract.
const RESULT_FIELDS: readonly [string, string][] = [
  ['prod_id', 'Product id from the CSV or the shop, or null when unknown.'],
  ['prod_name', 'Product name, or null when unknown.'],
  ['total_reviews', 'Number of reviews judged (rating-only rows are in review_coverage).'],
  ['fake_reviews_count', 'Number of reviews judged fake.'],
  ['fake_percentage', 'round(100 × fake_reviews_count / total_reviews, 2).'],
  [
    'product_status',
    `"Fake" (≥ ${STATUS_THRESHOLDS.fake} %), "Likely Fake" (≥ ${STATUS_THRESHOLDS.likelyFake} %), "Genuine", or "Not enough reviews" (fewer than 10 judged, or too few read by the text model to call the rest genuine).`,
  ],
  ['fake_share_interval', '95 % interval on the fake share: { low, high } in percent.'],
  [
    'low_confidence',
    'True when the verdict is not firm: fewer than 20 judged reviews, the text model read fewer than half of them, or the 95 % interval reaches into another verdict.',
  ],
  [
    'trust_score / trust_grade',
    'Score from 0 to 100 and a grade from A to F; null with "Not enough reviews".',
  ],
  ['verdict_explanation', 'The verdict, the trust score and the alerts explained in words.'],
  ['review_coverage', 'How many reviews each check covered, and what was not judged and why.'],
  ['alerts', 'Product-level warnings, each with a code, severity, message and evidence.'],
  ['reviews', 'Every review with its fake probability and the reasons behind it.'],
];

export function ApiDocsPage() {
  return (
    <PageLayout
      title="API documentation"
      heading="API documentation"
      intro="The analysis behind this site is a small JSON API, open to other sites and scripts (CORS allows any origin). This page is the overview; the full machine-readable reference is generated from the server's own schemas."
    >
      <ProseSection id="reference" heading="Reference">
        <p>
          The interactive OpenAPI reference lives at <a href="/api/docs">/api/docs</a> and the
          OpenAPI document itself at <a href="/api/docs/json">/api/docs/json</a>. Also available:{' '}
          <Code>GET /healthz</Code> (service health), <Code>GET /api/news</Code> (the scam news of
          the blog page) and <Code>POST /api/feedback</Code> (the contact form).
        </p>
      </ProseSection>

      <ProseSection id="upload" heading="POST /upload — analyse a CSV file">
        <p>
          Send a <Code>multipart/form-data</Code> request with the file in a field named{' '}
          <Code>file</Code>. The CSV needs a column with the review text; rating, date, title,
          reviewer, verified-purchase and product columns are used when present. A file that holds
          several products also gets one result per product in <Code>products</Code>, and{' '}
          <Code>coverage</Code> says which columns were read as what and which rows were skipped.
        </p>
        <Block>{`curl -F "file=@reviews.csv" https://<host>/upload`}</Block>
        <p>
          The same request with <Code>Accept: text/csv</Code> returns your file with four added
          columns (fake probability, decision, reasons, status).
        </p>
      </ProseSection>

      <ProseSection id="analyze" heading="POST /analyze — analyse a product link">
        <p>
          Send JSON with the address of a public product page in <Code>url</Code> (and{' '}
          <Code>&quot;refresh&quot;: true</Code> to skip the cached result). With{' '}
          <Code>Accept: text/event-stream</Code> the answer is a stream of progress events followed
          by the result.
        </p>
        <Block>{`curl -H "Content-Type: application/json" \\
  -d '{"url":"https://shop.example/product/123"}' \\
  https://<host>/analyze`}</Block>
      </ProseSection>

      <ProseSection id="scrape" heading="GET /api/scrape — the review scraper on its own">
        <p>
          <Code>GET /api/scrape?url=…&amp;format=csv</Code> returns the reviews read from a product
          page as a CSV that <Code>/upload</Code> reads back unchanged (<Code>format=json</Code> for
          JSON).
        </p>
      </ProseSection>

      <ProseSection id="result" heading="The result">
        <p>Both endpoints answer 200 with the same JSON object:</p>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {RESULT_FIELDS.map(([name, text]) => (
            <div key={name} className="contents">
              <dt>
                <Code>{name}</Code>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </ProseSection>

      <ProseSection id="errors" heading="Errors">
        <p>
          Every error has the same shape, with a stable machine-readable <Code>code</Code> and a
          message you can show to a person:
        </p>
        <Block>{`{ "error": { "code": "validation_failed", "message": "…" } }`}</Block>
        <p>
          Bad input answers 4xx, too many requests 429, and a failure on our side or at the shop
          5xx.
        </p>
      </ProseSection>
    </PageLayout>
  );
}
