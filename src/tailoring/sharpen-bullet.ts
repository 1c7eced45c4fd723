/**
 * Honest sharpening of a resume bullet: only words that carry no fact are removed. A bullet that
 * opens with a weak duty phrase ("Responsible for", "Zuständig für", "Chargée de", "Ansvarig för")
 * is made to lead with what was done instead, which also brings the matched requirement forward.
 * Nothing is ever added, so a sharpened bullet can claim no more than the original.
 */
import { foldText } from '../parsing/fold-text.ts';

// Folded weak openers; the rest of the bullet must still read as a phrase on its own.
const WEAK_OPENERS = [
  'responsible for',
  'in charge of',
  'tasked with',
  'worked on',
  'involved in',
  'assisted with',
  'helped with',
  'helped to',
  'duties included',
  'verantwortlich fur',
  'zustandig fur',
  'mitarbeit bei',
  'mitwirkung bei',
  'unterstutzung bei',
  'aufgaben:',
  'responsable de la',
  'responsable des',
  'responsable du',
  'responsable de',
  "responsable d'",
  'chargee de',
  'charge de',
  'participation a la',
  'participation aux',
  'participation au',
  'ansvarig for',
  'ansvar for',
  'arbetade med',
  'hjalpte till med',
  'delaktig i',
  'responsable de',
  'encargado de',
  'encargada de',
  'responsabile di',
  'verantwoordelijk voor',
  'odpowiedzialny za',
  'odpowiedzialna za',
  'responsavel por',
  'ansvarlig for',
  'vastuussa',
  'vastasin',
  'vastuullani',
  'vastutasin',
  'sá um',
];

const ARTICLE = /^(?:the|a|an|der|die|das|den|dem|des|ein|eine|einen|le|la|les|l'|un|une|des|du|el|los|las|il|lo|gli|o|os|as|de|het|een|en|ett|den|det)(?![\p{L}])/u;

/** The bullet without a leading weak duty phrase, first letter raised; unchanged when it has none. */
export function sharpenBullet(bullet: string): string {
  const folded = foldText(bullet);
  for (const opener of WEAK_OPENERS) {
    if (!folded.startsWith(opener)) continue;
    const rest = bullet.slice(opener.length).replace(/^[\s:,–-]+/, '');
    // Too little left to stand alone: keep the original wording.
    if (rest.split(/\s+/).length < 3) return bullet;
    // "Responsible for the billing service" would become "The billing service": a fragment, not a sharper line.
    if (ARTICLE.test(foldText(rest))) return bullet;
    return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
  }
  return bullet;
}
