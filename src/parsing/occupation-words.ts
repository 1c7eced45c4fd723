/**
 * The words job titles and employers are made of, in the 14 languages, for telling the two apart
 * on a heading line ("Salesforce — Account Executive", "Santa Casa de Braga — Enfermeira"). Titles
 * are mostly an occupation noun (nurse, teacher, accountant, cook...) or a rank; employers carry a
 * legal form or the kind of place they are (hospital, school, bank, restaurant, municipality).
 *
 * Two lists per side: stems matched anywhere in a word, because Germanic and Nordic titles are
 * compounds ("Gymnasiallehrer", "mjukvaruutvecklare", "sairaanhoitaja"), and words matched only at
 * a word start (lookbehind, as \b knows ASCII letters only), for short or common stems that would
 * otherwise hit inside names ("kok" in "Kokkola", "sales" in "Salesforce").
 */

/** Occupation stems that also end compounds: matched anywhere. */
const ROLE_STEM =
  'engineer|developer|manager|consultant|analyst|designer|architect|lead|director|intern|architekt|arkitekt|arquitect|architett|head|officer|specialist|assistant|scientist|administrator|coordinator|technician|teacher|nurse|accountant|associate|owner|founder|cto|ceo|entwickler|ingenieur|berater|leiter|praktikant|werkstudent|referent|sachbearbeiter|desarrollador|ingeniero|jefe|responsable|développeur|ingénieur|chef|sviluppatore|ingegnere|responsabile|ontwikkelaar|adviseur|programista|inżynier|kierownik|desenvolvedor|engenheiro|forritari|verkfræðingur|kehittäjä|insinööri|päällikkö|utvecklare|ingenjör|utvikler|rådgiver|udvikler|konsulent|arendaja|insener|juht|spetsialist|senior|junior|trainee|apprentice' +
  // Nursing and care.
  '|pfleger|krankenschwester|pflegefachkraft|sygeplejerske|sjuksköterska|sykepleier|hoitaja|hjúkrunar|verpleegkundig|pielęgniar|enfermeir|enfermer|infermier|infirmi' +
  // Teaching.
  '|lehrer|lærer|lärare|opettaja|õpetaja|kennari|leraar|nauczyciel|professeur|enseignant|insegnante|lecturer|dozent' +
  // Accounting.
  '|buchhalter|bookkeeper|boekhouder|księgow|kirjanpitäjä|raamatupidaja|bókari|comptable|contabilista|controller|auditor|steuerfach|regnskabs' +
  // Kitchen.
  '|cocinero|cozinheir|cuisinier|kucharz|kokki|köchin|pâtissier|bäcker' +
  // Design, sales, management, advice, analysis, assistance, coordination.
  '|diseñador|disegnat|ontwerper|projektant|suunnittelija|hönnuð|grafiker|gestalter|representative|executive|verkäufer|vendedor|venditore|vendeur|verkoper|sprzedawc|myyjä|sælger|säljare|selger|müüja|sölu|handlowiec|vertriebs|gerente|direttor|directeur|directrice|diretor|dyrektor|direktør|direktor|johtaja|geschäftsführer|ledare|leder|stjórnandi|coordinat|coordinad|coordenad|koordinat|koordynator|konsult|consultor|consulente|conseill|doradca|ráðgjaf|analista|analytiker|analyste|analist|analityk|analyytikko|analüütik|sérfræðing|asistente|assistente|assisten|asystent|avustaja|aðstoðar|especialista|specialista|spécialiste|specjalista|asiantuntija|supervisor|receptionist|medarbejder|medarbetare|medarbeider|mitarbeiter|medewerker|pracownik|työntekijä|töötaja|starfsmað|programmer|programmier|arzt(?!praxis)|ärzt';

/** Occupation words matched only at a word start: short, or common inside other words. */
const ROLE_WORD =
  'sales(?!force|ian)|cook|koch(?!\\p{L})|kok(?!\\p{L})|kokk(?!\\p{L})|commis|sous[- ]chef|baker|contable|contabile|contador|comptable|revisor|docent|profesor|professor|tutor|agent(?!ur)|advisor|adviser|clerk|worker|empleado|impiegat|employé|funcionári|gestor(?!í|ia)|physician|médic(?!al)|médecin|lekarz|läkare|læge|lääkäri|læknir' +
  // Hospitality and retail, the jobs students and graduates list.
  '|barista|waiter|waitress|bartender|cashier|kellner|camarer[oa]|serveu(?:r|se)|camerier[ea]|kelner(?:ka)?|kassierer|cajer[oa]|caissi(?:er|ère)|cassier[ea]|tjener|servitør|servitris|tarjoilija|baarimikko|kassör|kasjer|barman(?!\\p{L})|barmaid';

const ROLE = new RegExp(`(?:${ROLE_STEM})|(?<!\\p{L})(?:${ROLE_WORD})`, 'iu');

/** The text names a role: a job title's occupation or rank word. */
export function namesRole(text: string): boolean {
  return ROLE.test(text);
}

/** Legal forms and kinds of employer, as whole words. */
const ORGANISATION_WORD =
  'gmbh|ag|kg|se|inc|ltd|llc|plc|corp|co|company|group|s\\.?a|s\\.?l|s\\.?r\\.?l|s\\.?p\\.?a|b\\.?v|n\\.?v|oy|oyj|ab|as|asa|a\\/s|aps|hf|ehf|sp\\. z o\\.o|spółka|oü|lda|sarl|sas|e\\.\\s?v|bank|banco|banca|banque|pankki|labs?|studio|agency|agencia|agenzia|agence|bureau|büro|verlag|consulting|solutions|technologies|systems|software|services|partners|ministry|ministerio|ministère|ministero|council|foundation|fundación|fundação|fondazione|fondation|stiftung|stichting|fundacja|gemeinde|gemeente|kommune|kommun|municipality|município|ayuntamiento|comune|mairie|gmina|kunta|vald|stadtwerke|institut[e]?|hospital|hospitalar|hôpital|ospedale|krankenhaus|klinik|klinikum|clinic|clínica|clinica|szpital|ziekenhuis|sjukhus|sykehus|sygehus|sairaala|haigla|spítali|gruppe|grupo|gruppo|groupe|restaurant|restaurante|ristorante|hotel|café|bistro|brasserie|trattoria|osteria|misericórdia|centro|center|centre|zentrum|centrum|keskus';

const ORGANISATION = new RegExp(`(?<!\\p{L})(?:${ORGANISATION_WORD})(?!\\p{L})\\.?`, 'iu');

/** The text carries a legal form or a kind-of-employer word ("GmbH", "Hospital", "Banco", "Kommune"). */
export function namesOrganisation(text: string): boolean {
  return ORGANISATION.test(text);
}
