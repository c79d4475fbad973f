// A single helpful vote written out as a word, as shops print it in their languages: "One person found this
// helpful", "Eine Person fand diese Informationen hilfreich", "Une personne a trouvé cela utile", and in some
// after a preposition ("A una persona le ha parecido útil"), "Eén persoon vond dit nuttig", "En person tyckte att
// detta var till hjälp", "Jedna osoba uznała to za przydatne", "Bir kişi bunu faydalı buldu", "شخص واحد وجد هذا
// مفيدًا". Many votes are written as a number, which the callers read themselves.

const ONE_VOTE =
  /^\s*(?:(?:a|à)\s+)?(?:one|une|eine?|una?|uma|u[nm]|eén|één|een|jedna|jeden|jedną|en|ett|bir)\s+\p{L}/iu;
const ONE_VOTE_ARABIC = /^\s*شخص واحد/u;
/** "A person found this helpful": English's article as the number. */
const A_PERSON = /^\s*an?\s+(?:person|customer|reader|user)\b/iu;

/** True when a helpful-vote line says that one person found the review helpful, in words. */
export function isOneHelpfulVote(line: string): boolean {
  return ONE_VOTE.test(line) || ONE_VOTE_ARABIC.test(line) || A_PERSON.test(line);
}
