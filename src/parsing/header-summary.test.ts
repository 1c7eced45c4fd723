/** A profile paragraph in the header block: prose only, never a title, an address or a contact line. */
import { expect, test } from 'bun:test';
import { docLine, segmentedLine } from '../../test/support/doc-lines.ts';
import { headerSummary } from './header-summary.ts';

const printed = (text: string, y: number, gapBefore = 0.3) => docLine(text, { y, width: 300, gapBefore });

test('Europass: the paragraph after the desired position, its wrapped line joined', () => {
  const lines = [
    docLine('Giulia Rossi', { fontSize: 15 }),
    segmentedLine(['Indirizzo', 'Via Roma 21, 20121 Milano']),
    segmentedLine(['E-mail', 'giulia.rossi@libero.it']),
    segmentedLine(['POSIZIONE RICOPERTA', 'CONTABILE']),
    printed('Contabile con sette anni di esperienza in contabilità generale, bilanci e adempimenti', 187, 1.2),
    printed('fiscali.', 199),
  ];
  expect(headerSummary(lines, 'it')).toBe('Contabile con sette anni di esperienza in contabilità generale, bilanci e adempimenti fiscali.');
});

test('counter-examples: a long job title, an address, contact lines and label rows are no summary', () => {
  const lines = [
    docLine('Senior Software Engineer and Technical Lead for Payments Platform Teams'),
    docLine('Flat 4, 12 Queen Street, Edinburgh EH2 1JE, United Kingdom, near the station'),
    docLine('Reach me at anna.berg@example.com or on my mobile any day of the week'),
    segmentedLine(['Profile', 'a lead engineer who builds payment systems and the teams that run them']),
  ];
  expect(headerSummary(lines)).toBe('');
});
