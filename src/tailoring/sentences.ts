/**
 * A text's sentences, for keeping or cutting whole ones (the tailored summary, the honesty check).
 * A sentence ends at ".", "!" or "?" before a capital, a digit or an opening quote, and not after an
 * abbreviation ("Kierownik ds. zapewnienia jakości", "z.B. Kunden", "Dipl.-Ing. Maschinenbau"): a
 * split there would leave a fragment such as "Kierownik ds." standing as a sentence of its own.
 */

// Where a sentence may end: the stop stays with the sentence before, the space goes.
const BOUNDARY = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'„“”«‚(¿¡])/u;
// Abbreviations that take a period mid-sentence in the 14 languages, and dotted ones ("z.B.", "u.a.", "o.o.").
const ABBREVIATION = /(?:^|[\s(-])(?:ds|ca|bzw|ggf|inkl|evtl|vgl|zzgl|incl|approx|dept|vs|resp|np|tzn|tj|ul|nr|dr|prof|dipl|ing|sp|st|mr|mrs|ms|jr|sr|ref)\.$|(?:\p{L}\.){2,}$/iu;

/** The sentences of `text`, trimmed, without empty ones. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.split(BOUNDARY)) {
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATION.test(sentences[last]!)) sentences[last] = `${sentences[last]} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}
