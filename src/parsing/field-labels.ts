/**
 * The labels résumés put before a contact value, in the 14 languages: "Adresse:", "Woonplaats:",
 * "Tlf.:", a Europass label column's "Telefono" or a Word table's "Bopæl" cell. A label says what
 * its value is, so a street address ("Hauptstraße 12, 70173 Stuttgart", which no place-name shape
 * admits) is still the location, and the label itself is never taken for a town or a name.
 */
import { letterKey } from './fold-text.ts';

/** What a labelled value is; 'title' is the job sought (Europass "Job applied for"). */
export type FieldLabelKind = 'location' | 'phone' | 'email' | 'url' | 'title' | 'other';

const labels: Record<FieldLabelKind, string[]> = {
  location: [
    'Address', 'Home address', 'Location', 'City', 'Residence', 'Based in', 'Adresse', 'Anschrift', 'Wohnort', 'Ort', 'Wohnadresse',
    'Dirección', 'Domicilio', 'Ciudad', 'Localidad', 'Residencia', 'Lieu', 'Ville', 'Domicile', 'Lieu de résidence', 'Localité',
    'Indirizzo', 'Residenza', 'Città', 'Domicilio', 'Woonplaats', 'Adres', 'Plaats', 'Woonadres', 'Miejscowość', 'Miejsce zamieszkania',
    'Adres zamieszkania', 'Morada', 'Endereço', 'Residência', 'Localidade', 'Cidade', 'Heimilisfang', 'Búseta', 'Osoite', 'Asuinpaikka',
    'Kotipaikka', 'Paikkakunta', 'Adress', 'Bostadsort', 'Hemort', 'Bosted', 'Bopæl', 'By', 'Aadress', 'Elukoht', 'Asukoht',
  ],
  phone: [
    'Phone', 'Telephone', 'Tel', 'Mobile', 'Mob', 'Cell', 'Telefon', 'Mobil', 'Handy', 'Mobilnummer', 'Teléfono', 'Móvil', 'Celular',
    'Téléphone', 'Tél', 'Portable', 'Telefono', 'Cellulare', 'Cell', 'Telefoon', 'Mobiel', 'Tel. nr', 'Komórka', 'Telefone', 'Telemóvel',
    'Sími', 'Farsími', 'Puhelin', 'Puh', 'Matkapuhelin', 'Tfn', 'Mobiltelefon', 'Tlf', 'Mobiil', 'GSM',
  ],
  email: ['Email', 'E-mail', 'Mail', 'Correo', 'Correo electrónico', 'Courriel', 'Posta elettronica', 'E-post', 'Netfang', 'Sähköposti', 'Epost', 'E-posti'],
  url: ['Web', 'Website', 'Homepage', 'Portfolio', 'LinkedIn', 'GitHub', 'Webseite', 'Sitio web', 'Site web', 'Sito web', 'Strona', 'Kotisivu', 'Hjemmeside', 'Hemsida', 'Nettside', 'Vefsíða', 'Koduleht'],
  title: [
    'Job applied for', 'Position', 'Desired position', 'Preferred job', 'Angestrebte Tätigkeit', 'Gewünschte Beschäftigung', 'Posizione ricoperta',
    'Occupazione desiderata', 'Poste visé', 'Emploi recherché', 'Puesto solicitado', 'Empleo deseado', 'Gewenste functie', 'Beoogde functie',
    'Emprego pretendido', 'Posto a que se candidata', 'Stanowisko', 'Pożądane zatrudnienie', 'Sökt befattning', 'Ønsket stilling', 'Haettu tehtävä',
  ],
  other: ['Geburtsdatum', 'Date of birth', 'Nationality', 'Staatsangehörigkeit', 'Nationalität', 'Data di nascita', 'Nazionalità', 'Date de naissance', 'Nationalité', 'Fecha de nacimiento', 'Nacionalidad', 'Geboortedatum', 'Nationaliteit', 'Sesso', 'Geschlecht', 'Sex', 'Gender'],
};

const byKey = new Map<string, FieldLabelKind>();
for (const [kind, names] of Object.entries(labels) as Array<[FieldLabelKind, string[]]>) for (const name of names) if (!byKey.has(letterKey(name))) byKey.set(letterKey(name), kind);

/** The kind of value `text` labels when the whole of it is a label ("Adresse", "Tlf.:"); undefined otherwise. */
export function fieldLabel(text: string): FieldLabelKind | undefined {
  const trimmed = text.trim();
  if (trimmed.length > 40 || /\d|@/.test(trimmed)) return undefined;
  return byKey.get(letterKey(trimmed));
}

/** "Label: value" in one piece -> the label's kind and the value; undefined when the text before the colon is no label. */
export function splitFieldLabel(text: string): { kind: FieldLabelKind; value: string } | undefined {
  const match = /^([^:]{1,40}):\s*(\S.*)$/u.exec(text.trim());
  if (!match) return undefined;
  const kind = fieldLabel(match[1]!);
  return kind ? { kind, value: match[2]!.trim() } : undefined;
}
