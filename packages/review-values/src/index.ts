// @reviewsentry/review-values: the vocabulary of review values shared by the importer, the scraper and the
// detector, so that each rule has one home: the form of text that word lists match, placeholder texts, page UI noise, star ratings on the 0–5 scale, month names, review dates with
// their precision, a helpful vote written in words, the verified-purchase badge, what counts as a word, and
// decoding bytes to text.
export { isMissingMark, isNoneAnswer, isPlaceholder, PLACEHOLDER_MAX_LENGTH } from './placeholders';
export { isUiLabel, stripUiNoise, type StrippedText } from './ui-noise';
export { foldAscii, monthNumber } from './month-names';
export { isRelativeDate } from './relative-date';
export { isOneHelpfulVote } from './helpful-votes';
export { countWords } from './word-count';
export { matchingText } from './matching-text';
export { withoutControls } from './controls';
export { isZeroStars, toFiveScale } from './star-scale';
export { VERIFIED_AT_START, VERIFIED_TEXT, verifiedAnswer } from './verified-badge';
export {
  numericDateOrderEvidence,
  ambiguousDayMonth,
  parseReviewDate,
  parseReviewDateValue,
  PRECISION_RANK,
  type DateContext,
  type DateOrder,
  type ParsedReviewDate,
} from './review-date';
export {
  canonicalCharset,
  createStreamDecoder,
  decodeBytes,
  sniffBom,
  type ByteOrderMark,
  type StreamDecoder,
} from './decode/text-decoder';
export { countUtf8, readsAsUtf8, UTF8_DECISION_WINDOW } from './decode/mostly-utf8';
export { chooseSingleByte, type SingleByteEncoding } from './decode/single-byte';
export { decodePage, type DecodedPage } from './decode/decode-page';
export { startsWithWriterPrefix, withoutWriterPrefix } from './writer-prefix';
