// Ratings that could not be read, said in one sentence whichever way the reviews came: the importer's note on a CSV
// column ("in 'Score'") and the link's coverage line on the result page and in the CLI ("on the shop's pages").

/** Where a link's refused ratings were, for unreadRatingsSentence. */
export const ON_THE_SHOP_PAGES = "on the shop's pages";

/**
 * "3 values in 'rating' could not be read as a rating (2 of them 0, below the 1 star a 5-star scale starts at):
 * those reviews count as unrated."
 */
export function unreadRatingsSentence(count: number, zeroStars: number, where: string): string {
  const zeros =
    zeroStars === 0
      ? ''
      : ` (${zeroStars === 1 && count === 1 ? 'it was' : `${zeroStars.toLocaleString('en-US')} of them`} 0, ` +
        'below the 1 star a 5-star scale starts at)';
  return (
    `${count.toLocaleString('en-US')} ${count === 1 ? 'value' : 'values'} ${where} could not be read as a ` +
    `rating${zeros}: ${count === 1 ? 'that review counts' : 'those reviews count'} as unrated.`
  );
}
