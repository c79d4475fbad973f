import { FEEDBACK_LIMITS, STATUS_THRESHOLDS } from '@reviewsentry/contracts';

export interface FaqItem {
  title: string;
  content: string;
}

// Thresholds come from the shared contract, so the answers cannot drift from what the detector does.
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    title: 'What does ReviewSentry do?',
    content:
      "It reads a product's reviews — from a CSV file you upload or from the product page you link — and tells you how many look fake, how much you can trust the rating, and why.",
  },
  {
    title: 'When is a product flagged as fraudulent?',
    content: `A product is flagged as fraudulent ("Fake") when ${STATUS_THRESHOLDS.fake} % or more of its assessed reviews look fake.`,
  },
  {
    title: 'What does "Likely Fake" mean?',
    content: `"Likely Fake" means that ${STATUS_THRESHOLDS.likelyFake} % or more, but less than ${STATUS_THRESHOLDS.fake} %, of the assessed reviews look fake. Below ${STATUS_THRESHOLDS.likelyFake} % the product is shown as Genuine.`,
  },
  {
    title: 'What is the trust score?',
    content:
      'A number from 0 to 100, with a letter grade from A to F, that combines the share of fake reviews, how certain that share is, and product-level warnings such as review bursts or duplicate reviews. Higher is more trustworthy.',
  },
  {
    title: 'How does the detection work?',
    content:
      "A text model trained on labelled real and machine-written reviews scores each review, style measurements add evidence, near-duplicate reviews are grouped, and bursts of reviews on the same days are tested statistically. Each flagged review lists the reasons behind it. Reviews written by chat models the text model has never seen are caught less often than those of the models it was measured on: long or formatted ones (a title, a star line, lists) more reliably than short, plain ones. What it cannot see: a fake review written by a paid person in their own words, or a real customer's review that was only polished with a chatbot, reads like any genuine review.",
  },
  {
    title: 'Which CSV columns are accepted?',
    content:
      'One column must hold the review text (for example "review", "text", "content" or "review_text"). Rating, date, title, reviewer name, verified purchase, product id and product name columns are used when present. Other columns are ignored.',
  },
  {
    title: 'How does the link analysis work?',
    content:
      'Paste the address of a public product page. Our server fetches the page, reads the reviews it can find and analyses them. Many shops show only some reviews on the page, so the result says how many reviews it could read.',
  },
  {
    title: 'Why does a result say it has low confidence?',
    content:
      'With only a handful of reviews, the share of fake ones is uncertain. We show a 95 % interval around it and mark the verdict as low-confidence instead of pretending to know.',
  },
  {
    title: 'Which languages are supported?',
    content:
      'The text model reads English, German, Spanish, French, Italian, Korean, Romanian, Russian and Turkish reviews of 10 words or more; its accuracy differs by language and the result allows for that. Shorter reviews, and reviews in other languages (Chinese, for example), still count towards rating statistics and the search for copied reviews, but the text model marks them as not assessed rather than calling them genuine, and the interval around the fake share reaches as high as their all being machine-written would put it.',
  },
  {
    title: 'Do you store my files or the pages you fetch?',
    content:
      'Your file and the pages we fetch are analysed in memory and not stored. Each result is saved, without reviewer names, as a page with its own link for a limited time (30 days by default) so that you can come back to it and share it; you can delete it sooner. The privacy page lists everything we keep.',
  },
  {
    title: 'Are there limits?',
    content:
      'Yes, to keep the service fair: uploads have a size limit, a link analysis reads a bounded number of review pages, and each client may send a limited number of requests per minute.',
  },
  {
    title: 'Can a genuine product be flagged by mistake?',
    content:
      'Yes. The detector is right most of the time, not always, and its measured error rates are published with the code. Treat the verdict as one input to your decision and read the reasons it gives.',
  },
  {
    title: 'How can I give feedback or contribute?',
    content: `Use the form on the contact page (messages up to ${FEEDBACK_LIMITS.messageMax.toLocaleString('en')} characters), or open an issue or pull request on GitHub — the whole project is open source.`,
  },
];
