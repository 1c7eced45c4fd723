import { describe, expect, test } from 'bun:test';
import { positionName } from './position-name.ts';

describe('positionName', () => {
  test('drops gender markers and a trailing contract or schedule', () => {
    expect(positionName('Bilanzbuchhalter (m/w/d) in Vollzeit')).toBe('Bilanzbuchhalter');
    expect(positionName('Teamleiter Lager / Logistik (m/w/d) – Schichtbetrieb')).toBe('Teamleiter Lager / Logistik');
    expect(positionName('Responsable Marketing Digital (H/F) – CDI – Lyon')).toBe('Responsable Marketing Digital');
    expect(positionName('Ingénieur DevOps en CDI')).toBe('Ingénieur DevOps');
    expect(positionName('Programista Java (K/M)')).toBe('Programista Java');
    expect(positionName('Entwickler m/w/d')).toBe('Entwickler');
    expect(positionName('Platform Engineer | Full-time')).toBe('Platform Engineer');
  });

  test('keeps what describes the job, and never leaves nothing', () => {
    expect(positionName('Staff Nurse – Acute Medical Unit (Band 5)')).toBe('Staff Nurse – Acute Medical Unit (Band 5)');
    expect(positionName('Senior Backend Engineer (Payments)')).toBe('Senior Backend Engineer (Payments)');
    expect(positionName('Lärare i matematik och fysik, årskurs 7–9')).toBe('Lärare i matematik och fysik, årskurs 7–9');
    expect(positionName('Stage Manager')).toBe('Stage Manager');
    expect(positionName('Remote Engineer - Remote')).toBe('Remote Engineer');
    expect(positionName('Vollzeit')).toBe('Vollzeit');
  });
});
