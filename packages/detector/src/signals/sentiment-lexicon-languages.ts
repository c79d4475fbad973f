// Review sentiment words of the shop languages besides English (sentiment-lexicon.ts), written for
// ReviewSentry from how shoppers praise and complain in each language. Like the English list they only
// need to recognise *clearly* positive or negative reviews, so they favour unambiguous words and list
// the inflected forms reviews use. One lexicon serves every language (the word scanner looks words up
// by hash, whatever the language), so a word that is neutral or opposite in another listed language is
// left out: "mal" (German "time"), "prima" (Italian "before"), "top", "tak" (Polish "yes"), "mat"
// (English "mat"). Turkish and Hindi negate after the word ("güzel değil", "accha nahi"): those
// negators are postNegators (sentiment.ts).
export interface LanguageLexicon {
  positive: string;
  negative: string;
  /** Negate the next few words ("no funciona", "nicht gut"). */
  negators: string;
  /** Negate the word just before ("iyi değil", "accha nahi"). */
  postNegators?: string;
}

export const LANGUAGE_LEXICONS: Readonly<Record<string, LanguageLexicon>> = {
  es: {
    positive: `bueno buena buenos buenas buen excelente excelentes perfecto perfecta perfectos perfectas genial
      geniales maravilloso maravillosa increíble increible encanta encantó encantado encantada encantan
      recomiendo recomendable recomendado recomendada fantástico fantastico fantástica estupendo estupenda
      bonito bonita bonitos bonitas precioso preciosa útil util cómodo comodo cómoda comoda fácil facil
      rápido rapido rápida rapida contento contenta satisfecho satisfecha feliz mejor resistente práctico
      practico práctica eficaz funciona sirve agradable ideal lindo linda hermoso hermosa gusta gustó
      espectacular`,
    negative: `malo mala malos malas pésimo pesimo pésima pesima fatal decepcionado decepcionada decepción
      decepcion decepcionante defectuoso defectuosa roto rota rompió rompio estafa basura inútil inutil
      devolví devolvi devolución devolucion reembolso peor desastre problema problemas falla fallas fallo
      frágil fragil endeble incómodo incomodo incómoda lento lenta dañado dañada arrepiento arrepentido
      arrepentida engaño engañoso falso falsa horrible terrible`,
    negators: 'no nunca ni nada jamás jamas tampoco sin',
  },
  pt: {
    positive: `bom boa bons boas ótimo otimo ótima otima ótimos ótimas excelente perfeito perfeita maravilhoso
      maravilhosa lindo linda lindos lindas adorei amei gostei recomendo recomendado recomendada satisfeito
      satisfeita feliz incrível incrivel fantástico fantastico útil util confortável confortavel fácil
      facil rápido rapido rápida rapida prático pratico resistente funciona bonito bonita`,
    negative: `ruim péssimo pessimo péssima pessima horrível horrivel terrível terrivel decepcionado
      decepcionada decepção decepcao defeito defeituoso defeituosa quebrado quebrada quebrou estragado
      estragada lixo inútil inutil devolvi devolução devolucao reembolso pior problema problemas fraco
      fraca frágil fragil lento lenta arrependido arrependida enganoso falso falsa`,
    negators: 'não nao nunca nem nada jamais sem',
  },
  fr: {
    positive: `bon bonne bons bonnes bien excellent excellente excellents parfait parfaite parfaits génial
      genial géniale magnifique formidable superbe satisfait satisfaite content contente ravi ravie
      recommande recommandé recommandée conforme pratique efficace agréable facile rapide solide robuste
      confortable beau belle beaux jolie joli adore adoré impeccable idéal idéale incroyable fantastique
      merveilleux merveilleuse nickel utile`,
    negative: `mauvais mauvaise nulle horrible décevant décevante déçu déçue decu decue défectueux
      défectueuse cassé cassée arnaque inutile remboursement pire problème problèmes panne fragile lent
      lente inconfortable bof catastrophique honteux déception deception regrette faux fausse`,
    negators: "ne pas n'est n'ai n'a n'était n'y n'aime n'en jamais aucun aucune rien sans ni",
  },
  de: {
    positive: `gut gute guter gutes guten super toll tolle toller tolles klasse spitze perfekt perfekte
      hervorragend hervorragende ausgezeichnet ausgezeichnete empfehlenswert empfehle empfehlen zufrieden
      begeistert schön schöne schöner wunderbar wunderschön praktisch stabil robust bequem einwandfrei
      genial liebe lieben gefällt funktioniert hochwertig hochwertige`,
    negative: `schlecht schlechte schlechter schlechtes mies miese furchtbar schrecklich katastrophe
      katastrophal enttäuscht enttäuschend enttäuschung defekt defekte kaputt kaputte mangelhaft
      minderwertig billig unbrauchbar nutzlos schrott müll abzocke zurückgeschickt rücksendung erstattung
      probleme fehler fehlerhaft leider ärgerlich wackelig instabil unbequem überteuert schade`,
    negators: 'nicht kein keine keinen keinem keiner nie niemals ohne nichts weder',
  },
  it: {
    positive: `buono buona buoni buone ottimo ottima ottimi ottime eccellente perfetto perfetta perfetti bello
      bella belli belle fantastico fantastica stupendo stupenda meraviglioso meravigliosa consiglio
      consigliato consigliata consigliatissimo soddisfatto soddisfatta contento contenta felice comodo
      comoda pratico pratica utile facile veloce robusto robusta solido solida funziona piace piaciuto
      piaciuta adoro bene benissimo ideale`,
    negative: `pessimo pessima cattivo cattiva brutto brutta scadente deludente deluso delusa delusione
      difettoso difettosa rotto rotta rotti rotte inutile truffa spazzatura rimborso peggio peggiore
      problema problemi fragile lento lenta scomodo scomoda sconsiglio sconsigliato orribile terribile
      schifo guasto`,
    negators: 'non mai né nessun nessuno nessuna niente nulla senza',
  },
  nl: {
    positive: `goed goede uitstekend uitstekende mooi mooie fijn fijne tevreden blij geweldig geweldige super
      fantastisch aanrader aanbevolen handig handige makkelijk gemakkelijk stevig stevige degelijk degelijke
      prachtig prachtige heerlijk heerlijke werkt`,
    negative: `slecht slechte waardeloos waardeloze teleurgesteld teleurstellend teleurstelling kapot kapotte
      defect nutteloos rommel troep oplichting geretourneerd terugbetaling jammer probleem problemen fout
      gebrekkig zwak zwakke traag`,
    negators: 'niet geen nooit zonder niets noch',
  },
  pl: {
    positive: `dobry dobra dobre dobrze świetny świetna świetne swietny super doskonały doskonała doskonale
      idealny idealna idealnie polecam zadowolony zadowolona zadowoleni rewelacja rewelacyjny rewelacyjna
      fajny fajna fajne ładny ładna ładne piękny piękna piękne wygodny wygodna wygodne solidny solidna
      solidne wytrzymały praktyczny praktyczna przydatny przydatna działa`,
    negative: `zły zła złe źle słaby słaba słabe kiepski kiepska kiepskie beznadziejny beznadziejna fatalny
      fatalna okropny okropna tragiczny tragiczna tragedia rozczarowany rozczarowana rozczarowanie wadliwy
      wadliwa uszkodzony uszkodzona zepsuty zepsuta zepsuł zepsuła popsuł bubel oszustwo złom niewygodny
      niewygodna zwrot reklamacja problemy wada wady zarzutu porażka`,
    negators: 'nie bez nigdy ani żaden żadna żadne nic',
  },
  tr: {
    positive: `güzel guzel iyi harika mükemmel mukemmel süper muhteşem muhtesem kaliteli başarılı basarili
      memnun memnunum beğendim begendim tavsiye sağlam saglam kullanışlı kullanisli rahat bayıldım bayildim
      sorunsuz uygun şahane sahane efsane`,
    negative: `kötü kotu berbat rezalet bozuk bozuldu kırık kirik kırıldı kirildi sahte iade pişman pisman
      beğenmedim begenmedim kalitesiz vasat dandik sorunlu arızalı arizali yavaş yavas kırıklığı
      kirikligi rezil felaket maalesef sorun`,
    negators: '',
    postNegators: 'değil degil değildi degildi değilim degilim yok etmem etmiyorum',
  },
  id: {
    positive: `bagus baik mantap mantul keren puas suka senang rekomendasi sesuai awet rapi rapih lembut
      nyaman ramah terbaik sempurna berfungsi mantab`,
    negative: `jelek buruk kecewa mengecewakan rusak cacat palsu lambat parah zonk nyesel menyesal retur
      bohong penipu sobek pecah hancur`,
    negators: 'tidak gak ga nggak enggak ngga gk tdk bukan belum kurang',
  },
  'hi-Latn': {
    positive: `accha achha acha achcha badhiya badiya bdiya mast zabardast jabardast shandar shaandar kamaal
      pasand vasool wasool behtareen behtarin khush mazedaar`,
    negative: `bekar bekaar bakwas ghatiya kharab kharaab faltu dhokha nakli bura buri`,
    negators: '',
    postNegators: 'nahi nahin nhi',
  },
};
