// Why there is no verdict although enough reviews were checked, in the words every surface shows (result page,
// screen-reader announcement, history, link preview): the text model read too few of them, and too many of those
// look fake to call the rest genuine (docs/decisions/176). Below MIN_JUDGED_REVIEWS checked, the reason is the count
// itself, and each surface says so in its own sentence.

/**
 * "only 30 of the 300 reviews checked could be checked for machine writing, and too many of those look fake to call
 * the product genuine"; without the count read (a saved summary, a history entry), the part that stays true.
 */
export function tooFewReadClause(read: number | undefined, checked: number): string {
  const of = `${checked.toLocaleString('en-US')} ${checked === 1 ? 'review' : 'reviews'} checked`;
  return read === undefined
    ? `too few of the ${of} could be checked for machine writing`
    : `only ${read.toLocaleString('en-US')} of the ${of} could be checked for machine writing, and too many of ` +
        'those look fake to call the product genuine';
}

/** The clause as a sentence of its own: "Only 30 of the 300 reviews checked …: no verdict." */
export function tooFewReadSentence(read: number | undefined, checked: number): string {
  const clause = tooFewReadClause(read, checked);
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}: no verdict.`;
}
