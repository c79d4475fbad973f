// How markup names the parts of a review: class names, itemprop, data-hook / data-testid values and the short
// texts shops print ("By Anna", "3 months ago", "Verified Purchase"). Shared by the page index (which marks the
// parts once) and the block reader (which reads them).
import type { Element } from 'domhandler';
import { COUNT_WORDS } from './count-words';
import { parseDateText } from './values';
import {
  startsWithWriterPrefix,
  VERIFIED_AT_START,
  withoutWriterPrefix,
} from '@reviewsentry/review-values';

export { VERIFIED_TEXT } from '@reviewsentry/review-values';

/**
 * Class, id, itemprop, data-hook / data-testid / data-test / data-qa values and the names of the other data-*
 * attributes (`data-consumer-name-typography`) of an element, as one string.
 */
export function hintsOf(element: Element): string {
  const a = element.attribs;
  const parts = [
    a.class,
    a.id,
    a.itemprop,
    a['data-hook'],
    a['data-testid'],
    a['data-test'],
    a['data-qa'],
  ];
  for (const name of Object.keys(a)) if (name.startsWith('data-')) parts.push(name);
  return parts.filter(Boolean).join(' ');
}

// Words in a name may be joined by a hyphen or an underscore (`customer-name`, NetReviews' `customer_name`).
const AUTHOR_HINT =
  /author|(?:^|[\s_-])autor(?:$|[\s_-])|reviewer|user[-_]?name|nickname|byline|customer[-_]?name|profile[-_]?name|display[-_]?name|consumer|member[-_]?name|buyer[-_]?name|posted[-_]?by|reviewed[-_]?by|user[-_]?info|rev__author|review[-_]?name|name[-_]?date|(?:__|-)user(?![\w-])/i;
// A part named "…-name" / "…__name" ("ProductReviewCustomerInfo-name"), or in camelCase "…Name" (Tokopedia's
// `data-testid="proName"`): inside a review block it names the writer, unless it says whose name it is and that
// is not a person's.
const NAME_PART = /[a-z](?:-|__)name(?![a-z])/i;
const CAMEL_NAME_PART = /[a-z]Name(?![a-z])/;
const OTHER_NAME =
  /(?:variant|option|colou?r|size|attribute|label|title|file|category|tag|country|location|city|place|venue|store|shop|brand|product|item|business|company|seller|merchant|app|plan|field)(?:-|_|__)?name/i;

/** Marked as the writer's name or byline (and not a product's part). */
export function hasAuthorHint(hints: string): boolean {
  if (isProductHint(hints)) return false;
  return (
    AUTHOR_HINT.test(hints) ||
    ((NAME_PART.test(hints) || CAMEL_NAME_PART.test(hints)) && !OTHER_NAME.test(hints))
  );
}

// A page of one person's: `/users/5c1a2b`, `/profile/anna-k`, Amazon's `/gp/profile/amzn1.account.X`, `/members/12`.
// The path ends at the person (a trailing `ref=` segment aside), so `/users/41/reviews` ("See all reviews") is not one.
const PROFILE_PATH =
  /(?:^|\/)(?:users?|profiles?|members?|reviewers?)\/[^/?#]+\/?(?:ref=[^/?#]*)?(?:[?#]|$)/i;
const LINK_DEPTH = 3;

/**
 * The first words a link to a person's own page prints, which name that person whatever the markup's names say:
 * the link itself when its first words are its own, else the element inside it that holds them (Trustpilot's link
 * prints the writer, then how many reviews they wrote).
 */
export function namesProfile(element: Element): boolean {
  let link: Element | null = element;
  for (let depth = 0; link && depth <= LINK_DEPTH; depth++) {
    if (link.name === 'a') break;
    link = link.parent?.type === 'tag' ? (link.parent as Element) : null;
  }
  if (link?.name !== 'a') return false;
  // The path alone: a profile's host is any shop's.
  const path = (link.attribs.href ?? '').replace(/^(?:[a-z][\w+.-]*:)?\/\/[^/]*/i, '');
  return PROFILE_PATH.test(path) && firstWordsOf(link) === element;
}

/** The element whose own text is the first words inside `root`. */
function firstWordsOf(root: Element): Element | null {
  for (const child of root.children) {
    if (child.type === 'text') {
      if ((child as { data: string }).data.trim()) return root;
    } else if (child.type === 'tag') {
      const inner = firstWordsOf(child as Element);
      if (inner) return inner;
    }
  }
  return null;
}

export const DATE_HINT = /date|time|posted|published|submitted|created/i;

// A data attribute named for a date: `data-date`, `data-review-date`, Okendo's `data-oke-reviews-date`,
// `data-created-at`, `data-timestamp`.
const DATE_ATTRIBUTE =
  /^data-(?:[\w-]*-)?(?:date|datetime|time|timestamp|created(?:-at)?|published(?:-at)?)$/i;

/**
 * The values an element may keep its machine-readable date in, most specific first: `datetime`, `content`,
 * Judge.me's `data-content`, a data attribute named for a date, then `title`. A widget's script often rewrites
 * the visible date in the shop's own order ("11/02/2024"); these say which day it is.
 */
export function dateAttributeValues(element: Element): string[] {
  const a = element.attribs;
  const named = Object.keys(a)
    .filter((name) => DATE_ATTRIBUTE.test(name))
    .map((name) => a[name]!);
  return [a.datetime, a.content, a['data-content'], ...named, a.title].filter(
    (value): value is string => value !== undefined && value.length > 0 && value.length <= 60,
  );
}
// A day with its time of day, as machines write it ("2024-03-03 05:02:32 UTC", "2024-03-03T05:02:32Z").
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The element keeps a machine's timestamp in one of its date attributes (Judge.me's empty
 * `<span data-content="2024-03-03 05:02:32 UTC">` that its script fills): a date, whatever the attribute's name.
 */
export function holdsTimestamp(element: Element): boolean {
  return dateAttributeValues(element).some((value) => TIMESTAMP.test(value.trim()));
}
export const TITLE_HINT = /title|headline|heading|summary|subject/i;

/**
 * Some name of the element marks it as a title, and not a product's (Judge.me puts `data-product-title` on every
 * review card: the name says which product the card belongs to, not that the card is a title).
 */
export function namesTitle(hints: string): boolean {
  return hints
    .split(/\s+/)
    .some((name) => TITLE_HINT.test(name) && !isProductHint(name) && !TEXT_LAST.test(name));
}

// A name whose last word says it holds the text (Bazaarvoice's `bv-content-summary-body-text`): whatever words
// come before ("summary"), the part is the review's text.
const TEXT_LAST = /[-_](?:body|text)$/i;

/** Some name of the element ends by saying it holds the review's text (`…-body`, `…-text`). */
export function namesText(hints: string): boolean {
  return hints.split(/\s+/).some((name) => TEXT_LAST.test(name));
}
export const BODY_HINT =
  /review-?body|reviewbody|review-?text|reviewtext|review-?content|review__text|review__content|rev__body|review-?description|review-?message|review-?comment|comment-?text|comment-?body|itemprop-reviewbody/i;
// Parts of a product or business card (a rated "related companies" or "you may also like" tile), not a review.
const PRODUCT_WORDS =
  /product|item-?name|price|offer|sku|brand|card-?name|card__|tile|business|company|merchant|seller|store-?name|shop-?name/i;

/** Names a product's part (a card's title, a price) rather than a review's. */
export function isProductHint(hints: string): boolean {
  return PRODUCT_WORDS.test(hints) && !REVIEW_HINT.test(hints);
}
export const QUESTION_HINT =
  /question|answer|\bqa\b|q-?and-?a|qna|faq|ask-?a|frage|pregunta|domanda|vraag|pergunta/i;
export const REVIEW_HINT =
  /review|comment|testimonial|rezension|bewertung|avis|opinion|recensione|recensie|beoordeling|rese[ñn]a|avalia|recenzja|отзыв|yorum|feedback|ugc/i;
// The summary above a review list (average, histogram, filters), not a review.
export const SUMMARY_HINT =
  /summary|snapshot|overview|histogram|breakdown|distribution|average|aggregate|stats|statistics|filter|sort|header|write|form|bar|total/i;
// Sub-ratings of one review (quality, value, ease of use) beside its overall rating.
export const SUB_RATING_HINT =
  /feature|sub-?rating|secondary|attribute|dimension|aspect|criteria|rating-group|rating-bars|characteristic|slider/i;
// Parts of a review card that are not its text: its controls, badges and metadata…
export const CONTROL_HINT =
  /helpful|vote|report|flag|abuse|verified|badge|reply|response|share|like|footer|actions|toolbar|variant|size-?info|purchased|location|translate|recommend|bottom-?line/i;
// …and its pictures, which hold no words, unless the name is a layout's (Bootstrap's `media` object holds the review).
export const PICTURE_HINT = /avatar|photo|image|thumbnail|media/i;
export const CHROME_HINT = new RegExp(`${CONTROL_HINT.source}|${PICTURE_HINT.source}`, 'i');

// "03/02/24": a date with a two-digit year (the day/month order is the shop's, so the value is not read).
const SHORT_YEAR = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/;
// "Nov, 2023", "März 2024": a date the shop gives to the month only.
const MONTH_YEAR = /^\p{L}{3,10}\.?,?\s+(?:19|20)\d{2}$/u;
const RELATIVE_DATE =
  /^(?:(?:about|over|almost|vor|il y a|hace|há|fa)\s+)?(?:\d+|an?|one|einem?|un[ae]?)\s*(?:second|minute|hour|day|week|month|year|sekunde|minute|stunde|tag|woche|monat|jahr|seconde|heure|jour|semaine|mois|an|segundo|minuto|hora|día|dia|semana|mes|año|mês|ano|giorn|settiman|mes|ann|dag|maand|jaar)\w*(?:\s+(?:ago|geleden|atrás|fa|zurück))?$|^(?:today|yesterday|heute|gestern|aujourd'hui|hier|hoy|ayer|oggi|ieri|hoje|ontem|vandaag|gisteren)$/i;

/** A short text that is a date, absolute ("5 January 2024") or relative ("3 months ago", "vor 2 Tagen"). */
export function isDateText(text: string): boolean {
  if (
    text.length > 60 ||
    !/\d|today|yesterday|heute|gestern|hoy|ayer|oggi|ieri|hoje|vandaag/i.test(text)
  )
    return false;
  // A sentence that mentions a date is prose, not a date label.
  if (text.length > 20 && /[.!?]\s*$/.test(text)) return false;
  const t = text.trim();
  const parsed = parseDateText(t);
  // A calendar date anywhere in a short label ("Reviewed in India on 24 May 2025"); a relative one only when it
  // is the whole label ("3 months ago", not "Anna 3 months ago 51 Permalink").
  if (parsed !== null && (/^\d{4}/.test(parsed) || parsed.length >= t.length - 2)) return true;
  return RELATIVE_DATE.test(t) || MONTH_YEAR.test(t) || SHORT_YEAR.test(t);
}

const BY_WORD = /^(?:by|von|par|por|di|door|av|przez|от)\s*:?$/i;

/** The word a byline opens with ("by", "von", "par"), printed on its own before the writer's name. */
export const isBylineWord = (text: string) => BY_WORD.test(text.trim());

// The words a date line opens with ("Posted on 3 March", "publié le 03/03/2024", "veröffentlicht am …"): the act,
// never who wrote the review.
const DATE_LABEL =
  /^(?:posted|published|reviewed|written|submitted|added|updated|publié|publiée|posté|postée|écrit|rédigé|déposé|veröffentlicht|geschrieben|verfasst|bewertet|publicado|publicada|escrito|pubblicato|pubblicata|scritto|recensito|gepubliceerd|geplaatst|geschreven|opublikowano|dodano|napisano)$/i;

/** The word a date line opens with when it says what happened on that day, not who did it. */
export function isDateLabel(word: string): boolean {
  return DATE_LABEL.test(word.trim());
}
/** The text without the "By" that labels a writer's name ("by 2 months ago" → "2 months ago"). */
export function withoutByPrefix(text: string): string {
  return withoutWriterPrefix(text, { byline: true });
}

export function hasByPrefix(text: string): boolean {
  return (
    text.length <= 60 &&
    startsWithWriterPrefix(text, { byline: true }) &&
    !/^by far\b/i.test(text) &&
    // A sentence ends in a stop; a name may too when it ends in an initial ("By Anna K.").
    (!/[.!?]\s*$/.test(text) || /\s\p{Lu}\.$/u.test(text.trim())) &&
    text.split(/\s+/).length <= 8
  );
}

/** "By Anna on 5 January 2024" → "Anna"; null for texts that are not a name. */
export function cleanAuthor(text: string | null): string | null {
  if (!text) return null;
  let name = withoutByPrefix(text.replace(/\s+/g, ' ').trim());
  // What follows a separator is not the name ("Anna · 3 March", "Anna K. - ✓"); a hyphen separates only with a space
  // before it, as "Anne-Marie" has none.
  name = name
    .split(
      /(?<!\s)\s+(?:on|am|le|el|il|op|em|dnia)\s+(?=\S*\d|\p{L}+\.?,?\s+\d)|(?<!\s)\s*[|•·–—]\s*|(?<!\s)\s+-(?=\s|$)|,\s+(?=\S*\d|\p{L}+\.?,?\s+\d)/u,
    )[0]!
    .trim();
  name = name
    .replace(/(?<!\s)\s*(?:verified (?:buyer|purchase|owner|reviewer)|certified buyer)\s*$/i, '')
    .trim()
    // The full stop that closes an attribution ("Anna.", JTL-Shop); an initial keeps its own ("Anna K.").
    .replace(/(?<=\p{Ll})\.$/u, '')
    // The word that joined the name to a date read apart ("<b>Anna</b> on <b>Mar 03, 2024</b>"); written in lower
    // case, so a surname such as "Le" stays.
    .replace(/(?<=\S) (?:on|am|le|el|il|op|em|dnia)$/u, '');
  if (!name || name.length > 60 || isDateText(name) || BY_WORD.test(name)) return null;
  if (/^(?:verified|certified|anonymous reviewer|helpful|report|reviewed in)\b/i.test(name))
    return null;
  // The label of a shop's answer ("Response from the seller") heads their words: it names no reviewer.
  if (isReplyLabel(name)) return null;
  return name;
}

// Short texts of a review card's controls and badges: never review text.
const CHROME_TEXT =
  /^(?:permalink|report(?: abuse| this review)?|helpful\??|not helpful|yes|no|reply|share|like|flag|translate|see translation|translate review|was this (?:review )?helpful(?: to you)?\??|[\d.,()\s]+|(?:\d+ (?:of|out of) )?\d+ (?:people|person|persons|customers?|users?) found (?:this|the following)(?: review)? helpful|verified|verified (?:purchase|buyer|owner|reviewer)(?: .*)?|certified buyer(?: .*)?)$/i;
// "Was this review helpful?" and "Report abuse" in the shop languages (the English ones are in CHROME_TEXT).
const CONTROL_TEXT =
  /^(?:(?:war diese[sr]? .{0,30}hilfreich|(?:cet|ce|cette) (?:avis|commentaire|évaluation|critique|opinion) (?:vous )?a-t-(?:il|elle) été utile|est-ce que cet avis .{0,20}utile|¿(?:te|le) (?:ha )?result(?:ado|ó) útil.{0,20}|¿(?:te|le) ha sido útil.{0,20}|¿fue útil.{0,20}|questa recensione (?:ti )?è stata utile|(?:vond|was) (?:je )?deze (?:review|recensie) nuttig|esta (?:avaliação|opinião|análise) (?:foi|é) útil|czy ta (?:opinia|recenzja) (?:była|jest) pomocna|bu değerlendirme(?:yi)? faydalı.{0,10}|nhận xét này có hữu ích(?: cho bạn| không)?)\s*\??|hilfreich|nicht hilfreich|melden|missbrauch melden|utile|signaler(?: un abus| cet avis)?|útil|(?:denunciar|reportar)(?: (?:un )?abuso)?|informar de un abuso|segnala(?: un abuso)?|nuttig|misbruik melden|rapporteren|zgłoś(?: nadużycie)?)$/i;
// The label a shop's or maker's answer opens with ("Response from the seller", "Reply from Acme", "Store
// response", "Antwort des Händlers", "ショップからの返信"): what follows is theirs, not the reviewer's.
const REPLY_LABEL =
  /^(?:(?:public |official )?(?:response|reply|answer|comment)s? (?:from|by) .{1,40}|(?:the )?(?:seller|shop|store|merchant|owner|brand|company|vendor|retailer|manufacturer|business|team)(?:'s|’s)? (?:response|reply|answer|comment)|.{1,40} (?:replied|responded)|antwort (?:des|der|vom|von) .{1,40}|(?:händler|verkäufer|shop)-?antwort|(?:réponse|commentaire) (?:du|de la|de l'|de l’|de) .{1,40}|respuesta (?:del|de la|de) .{1,40}|risposta (?:del|della|dello|di) .{1,40}|reactie van .{1,40}|antwoord van .{1,40}|resposta (?:do|da|de) .{1,40}|odpowiedź .{1,40}|(?:ショップ|ストア|販売者|出品者|店舗)(?:から)?の?(?:返信|回答|コメント)|our (?:feedback|comment|response|reply|answer)|unser(?:e)? (?:kommentar|antwort|feedback))\s*:?$/iu;

/** The label that opens a shop's or maker's answer to a review. */
export function isReplyLabel(text: string): boolean {
  const t = text.trim();
  if (t.length > 80) return false;
  if (t.length <= 60 && REPLY_LABEL.test(t)) return true;
  // The label may carry the answer's date ("Example Apps replied March 5, 2021", "Response from the owner 2 weeks
  // ago"): the words before a date that ends the line.
  const words = t.split(/\s+/);
  for (let cut = words.length - 1; cut >= Math.max(1, words.length - 5); cut--) {
    const label = words.slice(0, cut).join(' ');
    if (label.length <= 60 && isDateText(words.slice(cut).join(' ')) && REPLY_LABEL.test(label))
      return true;
  }
  return false;
}

/**
 * A line whose label and the shop's words share it ("Unser Kommentar: Vielen Dank …", Shopware 6's comment footer):
 * a reply label before the first colon, and words after it.
 */
export function startsWithReplyLabel(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon < 3 || colon > 60 || !/\S/.test(line.slice(colon + 1))) return false;
  return isReplyLabel(line.slice(0, colon + 1));
}

// What was bought, printed on the review ("Purchased item: …", "Size: M", "Colour: Red"): not review text.
const PURCHASE_WORDS =
  'purchased item|item purchased|purchased|item|size|colou?r|style|variant|pattern|capacity|flavou?r|model|material|format|edition|gekaufter artikel|größe|farbe|taille|couleur|talla|tamaño|taglia|colore|maat|kleur';
const PURCHASE_LINE = new RegExp(`^(?:${PURCHASE_WORDS})\\s*:`, 'iu');
// The same without the label's colon ("Size M · Blue", "Colour Black", "Größe 42 / Weiß"): the variant's word, then
// values cased as values are (a capital or a digit: "M", "Blue", "42"), not a sentence ("Size matters").
const VARIANT_WORD = new RegExp(`^(?:${PURCHASE_WORDS})\\s+(\\S.*)$`, 'iu');
const VARIANT_VALUES =
  /^(?:[\p{Lu}\d][\p{L}\d.'’-]*|[·/|,&+–-])(?:\s+(?:[\p{Lu}\d][\p{L}\d.'’-]*|[·/|,&+–-]))*$/u;
// A place as shops print it under a writer's name ("London, UK", "Denver, CO", "Rio de Janeiro, Brasil"): words
// cased as names (with the small words places keep: "de", "upon", "am"), a comma, more such words.
const PLACE_WORD = `\\p{Lu}[\\p{L}.'’-]*`;
const PLACE_NAME = `${PLACE_WORD}(?: (?:${PLACE_WORD}|de|da|do|del|la|le|les|von|van|der|upon|on|sur|am|im))*`;
const PLACE_LINE = new RegExp(`^${PLACE_NAME}, ${PLACE_NAME}$`, 'u');

/** A line that gives where the writer is or which variant they bought, without a label: never a title. */
export function isPlaceOrVariantLine(line: string): boolean {
  const t = line.trim();
  if (t.length > 60) return false;
  const variant = VARIANT_WORD.exec(t)?.[1];
  return PLACE_LINE.test(t) || (variant !== undefined && VARIANT_VALUES.test(variant));
}
// A count of reviews or votes ("200 reviews", "(1.234 Bewertungen)"): a summary figure, never review text.
const COUNT_TEXT = new RegExp(`^\\(?\\d[\\d.,\\s]*(?:votes?|${COUNT_WORDS})\\)?$`, 'iu');

// "N people found this helpful" as shops in other languages count the votes (JTL-Shop's "2 von 3 Kunden fanden
// diese Bewertung hilfreich.", Amazon's translations): a vote tally, never text.
const HELPFUL_COUNT =
  /^(?:\d+ von )?\d+ (?:personen|kunden|nutzer|käufer) fanden diese (?:bewertung|rezension|informationen?) hilfreich\.?$|^\d+ personnes? (?:ont|a) trouvé (?:cela|cet avis|ce commentaire) utile\.?$|^a \d+ personas? (?:les|le) (?:resultó|ha resultado|pareció) útil\.?$|^\d+ person[ae] (?:lo )?(?:hanno|ha) trovato (?:utile|questa recensione utile)\.?$/i;

// The writer's answer to "Would you recommend this product?" (Bazaarvoice's "Yes, I recommend this product.",
// Best Buy's "I would recommend this to a friend", PowerReviews' "Bottom Line Yes, I would recommend to a friend",
// and the shop languages'): a form field printed on the card, never the review's own words.
const RECOMMENDATION =
  /^(?:bottom line:?\s*)?(?:(?:yes|no)[,.]?\s*)?i (?:(?:would|do)(?: not|n[’']t)? )?recommend(?: (?:this|it))?(?: (?:product|item))?(?: to a friend)?\.?$|^(?:(?:ja|nein)[,.]?\s*)?ich (?:würde )?(?:empfehle|empfehlen) (?:dieses|den|das|die) (?:produkt|artikel)(?: nicht)?(?: weiter)?\.?$|^(?:(?:oui|non)[,.]?\s*)?je (?:ne )?recommande(?: pas)? ce produit\.?$|^(?:(?:sí|si|no)[,.]?\s*)?(?:no )?recomiendo este producto\.?$|^(?:would )?recommends? (?:this )?(?:product|to a friend)?(?::\s*| )(?:yes|no)$/i;

// How long the writer had the product when they wrote ("Owned for 2 weeks when reviewed.", Bazaarvoice's context
// line; "About 1 year using the app", an app marketplace's): a fact about the writer, printed beside the name.
const USAGE_LENGTH =
  /^(?:owned|used|had it|using it) for (?:about |over |less than )?(?:an?|one|\d+) (?:day|week|month|year)s?(?: when reviewed)?\.?$|^(?:about |over |less than )?(?:an?|one|\d+) (?:day|week|month|year)s? (?:using|of using|with) (?:the |this )?(?:app|product|it)\.?$/i;

/** A line that says how long the writer had or used the product. */
export const isUsageLength = (text: string) => USAGE_LENGTH.test(text.trim());

/** "Was this review helpful?", "Report abuse" and their translations: a control's words, wherever they stand. */
export function isControlText(text: string): boolean {
  const t = text.trim();
  return (
    t.length <= 80 &&
    (CONTROL_TEXT.test(t) ||
      HELPFUL_COUNT.test(t) ||
      /^(?:was this (?:review )?helpful(?: to you)?\??|report(?: abuse| this review)?|\d+ (?:people|person|persons) found this(?: review)? helpful)$/i.test(
        t,
      ))
  );
}

/**
 * `isCard`: the element holds stars and words of its own. A purchase line then only opens it (a marketplace card:
 * "Farbe: Weiß", the stars, the review), so the whole is not that line.
 */
export function isChromeText(text: string, isCard = false): boolean {
  // Nor is a card that opens with its badge ("Verified Buyer Tom Baker Leaked on day one…") the badge.
  if (isCard && (VERIFIED_AT_START.test(text) || CHROME_TEXT.test(text))) return false;
  return (
    text.length <= 80 &&
    (CHROME_TEXT.test(text) ||
      CONTROL_TEXT.test(text) ||
      HELPFUL_COUNT.test(text) ||
      RECOMMENDATION.test(text) ||
      COUNT_TEXT.test(text) ||
      (!isCard &&
        PURCHASE_LINE.test(text) &&
        !/[.!?]$/.test(text) &&
        text.split(/\s+/).length <= 12) ||
      VERIFIED_AT_START.test(text))
  );
}

/** Every word starts with a capital letter, as names' words do ("Anna K.", "Tom Baker") and titles' mostly do not. */
export function capitalised(text: string): boolean {
  return text.split(/\s+/).every((word) => /^[\p{Lu}\p{Lt}]/u.test(word));
}

/** A short text that reads as a person's name or user name ("Sree Kutty", "mtkeane"), not a phrase. */
export function looksLikeName(text: string): boolean {
  // A sentence ends in a stop; a name may too when it ends in an initial ("Anna K.", as review apps
  // shorten surnames).
  const stop = /[.!?:]$/.test(text) && !/\s\p{Lu}\.$/u.test(text);
  if (text.length < 2 || text.length > 40 || stop || /\d{3,}/.test(text)) return false;
  const words = text.split(/\s+/);
  // Marketplaces mask a buyer's name ("M***r", "j*****1", Trendyol's "A** K**"): still who wrote it.
  if (words.length === 1) return /^[\p{L}][\p{L}\d_.'’*-]*$/u.test(text);
  // Shop and store names too: "Café & Co’s", "DİDEM BUTİK".
  return (
    words.length <= 4 &&
    /^[\p{Lu}]/u.test(words[0]!) &&
    words.every((w) => w === '&' || /^[\p{L}\d][\p{L}\d'’._*-]*$/u.test(w))
  );
}

const PRICE =
  /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|INR|CAD|AUD|Rs\.?|R\$|CHF|SEK|NOK|DKK|PLN)\s?)\s?\d|(?<![\d.,])\d[\d.,]*\s?(?:€|\$|£|zł|kr|₹|CHF)(?!\w)/;

export function isPriceText(text: string): boolean {
  return text.length <= 40 && PRICE.test(text);
}
