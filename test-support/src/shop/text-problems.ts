// What must never be in a review text the scraper returns: markup, page code, entities a browser would have
// decoded, or the label of a "read more / read less" control. Used by the golden tests and the real-page report.
import { isUiLabel } from '@reviewsentry/review-values';

const MARKUP = /<\/?[a-z][\w-]*(?:\s[^>]*)?\/?>|<!--/i;
const CODE =
  /\bfunction\s*\(|=>\s*\{|\bP\.when\(|\.execute\(|\bvar\s+\w+\s*=|[{;]\s*[a-z-]+\s*:\s*[^;{}]+;\s*\}|@media\s|\}\s*\)\s*\(\s*\)/i;
const ENTITY = /&(?:[a-z]{2,8}|#\d{2,7}|#x[0-9a-f]{2,6});/i;

export function textProblems(text: string): string[] {
  const problems: string[] = [];
  if (MARKUP.test(text)) problems.push('markup');
  if (CODE.test(text)) problems.push('code');
  if (ENTITY.test(text)) problems.push('entity');
  const lines = text.split('\n').filter((line) => line.trim());
  const last = lines[lines.length - 1] ?? '';
  if (
    lines.some((line) => isUiLabel(line)) ||
    /(?:read (?:more|less)|weiterlesen|ler mais|leer más|lire la suite)\s*$/i.test(last)
  )
    problems.push('expander label');
  return problems;
}
