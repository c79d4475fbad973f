// Words a review's title is made of and a person's name is not. Without class names, a short line cased as a name
// ("Anna K.") and a title cased as one ("Five Stars", "Great Product", "Excellent") look alike; read as the writer,
// a title would make every review titled alike one reviewer's. Names that happen to be such words ("Courtney
// Love") are lost as writers, which is the honest failure.
const PHRASE_WORDS = new Set(
  [
    // English function words no name holds (name particles such as "van", "de" and "von" are left out)
    'a an and or but not no nor very so too is it its this that these for of with to in on at my me i we you your',
    'our as just all ever than what would will does do did was were are be been has have had if only much more',
    'one two three four five stars star',
    // What titles say about the product
    'great good excellent love loved loves best better perfect amazing awesome nice works work worked product',
    'products quality value recommend recommended highly happy disappointed disappointing bad poor terrible',
    'worst waste money buy bought price fantastic wonderful beautiful cheap broken fine ok okay super top fast',
    'shipping delivery fit fits comfortable easy useful item purchase returned wow solid decent gift expected',
    'described exactly pleased satisfied',
    // The same in the shop languages we read most
    'sehr gut gutes tolles toll produkt preis qualität empfehlenswert',
    'très bon bonne bien produit qualité prix parfait',
    'muy bueno buena buen producto calidad precio excelente perfecto',
    'molto buono buona ottimo prodotto qualità prezzo perfetto',
  ]
    .join(' ')
    .split(' '),
);

/** True when a word of the line is one titles are made of and names are not ("Five Stars", "Great Product"). */
export function holdsPhraseWord(line: string): boolean {
  return line
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .some((word) => PHRASE_WORDS.has(word));
}
