// The labels shops put on "show the rest of this review" controls, in the languages of the shops we read. A
// label that is a text node of its own is a control and never review text; a label glued to the end of a text
// (state values such as Flipkart's "Very niceREAD MORE") is cut by `stripTrailingExpander`.

const LABELS = [
  // English
  'read more',
  'read less',
  'show more',
  'show less',
  'see more',
  'see less',
  'view more',
  'view less',
  'read full review',
  'see full review',
  'show full review',
  'read the full review',
  'more',
  'less',
  // Portuguese
  'ler mais',
  'ler menos',
  'ver mais',
  'ver menos',
  'mostrar mais',
  'mostrar menos',
  // Spanish
  'leer más',
  'leer mas',
  'leer menos',
  'ver más',
  'mostrar más',
  // German
  'weiterlesen',
  'mehr lesen',
  'weniger lesen',
  'mehr anzeigen',
  'weniger anzeigen',
  'mehr',
  'weniger',
  // French
  'lire la suite',
  'lire plus',
  'lire moins',
  'voir plus',
  'voir moins',
  'afficher plus',
  'afficher moins',
  // Italian
  'leggi di più',
  'leggi tutto',
  'leggi meno',
  'mostra di più',
  'mostra altro',
  'mostra meno',
  'altro',
  // Dutch
  'meer lezen',
  'lees meer',
  'lees minder',
  'minder lezen',
  'toon meer',
  'toon minder',
  'meer weergeven',
  'minder weergeven',
  // Scandinavian
  'läs mer',
  'läs mindre',
  'visa mer',
  'visa mindre',
  'læs mere',
  'les mer',
  'vis mer',
  'vis mere',
  'vis mindre',
  // Polish, Turkish, Russian
  'czytaj więcej',
  'czytaj dalej',
  'pokaż więcej',
  'pokaż mniej',
  'devamını oku',
  'daha fazla göster',
  'daha az göster',
  'читать далее',
  'читать полностью',
  'показать полностью',
  'показать больше',
  'свернуть',
  // Japanese, Chinese, Korean, Hindi, Arabic
  '続きを読む',
  'もっと見る',
  '全文を表示',
  '表示を減らす',
  '展开',
  '收起',
  '查看更多',
  '阅读全文',
  '顯示更多',
  '더보기',
  '접기',
  'और पढ़ें',
  'اقرأ المزيد',
  'عرض المزيد',
];

const LABEL_SET = new Set(LABELS);

// Labels of one word that are also ordinary words: only taken as a control when they stand alone.
const STANDALONE_ONLY = new Set(['more', 'less', 'mehr', 'weniger', 'altro']);

/** True when a whole text node (or element text) is just an expander control's label. */
export function isExpanderLabel(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 60) return false;
  const t = trimmed.replace(/^[.…\s]+|[\s›»>+\-–…↓▾▼]+$/gu, '').toLowerCase();
  return LABEL_SET.has(t);
}

// Longest first so "read more" is not taken for "more" inside "...read more".
const SUFFIXES = LABELS.filter((label) => !STANDALONE_ONLY.has(label)).sort(
  (a, b) => b.length - a.length,
);

function caseForms(label: string): string[] {
  const title = label.replace(/(^|\s)(\p{L})/gu, (_, space: string, ch: string) =>
    space.concat(ch.toUpperCase()),
  );
  const sentence = label.charAt(0).toUpperCase() + label.slice(1);
  return [...new Set([label.toUpperCase(), title, sentence])];
}

const SUFFIX_FORMS = SUFFIXES.flatMap(caseForms);

/**
 * Cuts expander labels glued to the end of a text ("Very niceREAD MORE", "…sauce. Read less", "service n...READ
 * MORE"). Only the capitalised forms a control shows are cut: a review ending in "want to read more" keeps it.
 * Linear: no regular expression runs over the text.
 */
export function stripTrailingExpander(text: string): string {
  let out = text.trimEnd();
  for (let round = 0; round < 3; round++) {
    const form = SUFFIX_FORMS.find((f) => out.endsWith(f));
    if (!form) break;
    out = out.slice(0, out.length - form.length).trimEnd();
    while (out.endsWith('...') || out.endsWith('…'))
      out = out.slice(0, out.endsWith('…') ? -1 : -3);
    out = out.trimEnd();
  }
  return out;
}
