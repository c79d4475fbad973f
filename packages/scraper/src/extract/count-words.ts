// The words shops print after a number of reviews or ratings ("23 reviews", "1.234 Bewertungen", "23 opiniões"),
// in the languages the readers know: one list for the summary's count, a count label that is never review text,
// and the words a rating phrase may carry beside its value ("Avaliação 4.7 de 5. 23 opiniões.").
export const COUNT_WORDS =
  'reviews?|ratings?|bewertungen|rezensionen|avis|évaluations|notes|reseñas|opiniones|valoraciones|calificaciones|recensioni|valutazioni|beoordelingen|recensies|avaliações|opiniões|omdömen|anmeldelser|opinie|opinii|recenzji|değerlendirme|отзыв\\p{L}*';
