/** Spanish content bank: a registered nurse in Spanish hospitals (the "Spanish nurse"). */
import type { LocaleBank } from '../locale-bank.ts';

export const spanish: LocaleBank = {
  code: 'es',
  people: [
    { given: 'María José', family: 'Fernández Ibáñez' },
    { given: 'Lucía', family: 'Peñalver Núñez' },
    { given: 'Íñigo', family: 'Martínez de Ocáriz' },
  ],
  cities: ['Sevilla, España', 'Valencia, España', 'Bilbao, España'],
  phone: '+34 612 345 678',
  titles: ['Enfermera en prácticas', 'Enfermera de Hospitalización', 'Enfermera de Cuidados Intensivos', 'Supervisora de Enfermería de Urgencias'],
  companies: ['Hospital Universitario Virgen del Rocío', 'Hospital Clínico Universitario de Valencia', 'Hospital Universitario de Cruces', 'Clínica Santa Isabel', 'Centro de Salud San Pablo', 'Residencia de Mayores Los Olivos'],
  summaries: {
    brief: 'Enfermera con seis años de experiencia en hospitalización y cuidados intensivos. Cercana con los pacientes y sus familias, rigurosa con los protocolos y acostumbrada a trabajar a turnos.',
    full: 'Enfermera especialista en cuidados críticos con más de diez años de experiencia en unidades de cuidados intensivos, urgencias y hospitalización. He coordinado equipos de hasta veinte profesionales, participado en la implantación de la historia clínica electrónica y formado a nuevas incorporaciones en soporte vital avanzado. Me motivan la seguridad del paciente, la humanización de los cuidados y la mejora continua.',
  },
  bullets: [
    'Atención integral a pacientes críticos en una unidad de cuidados intensivos de 18 camas, con ventilación mecánica y técnicas de depuración extrarrenal.',
    'Coordinación del equipo de enfermería de urgencias en el turno de noche, con una media de 160 atenciones diarias.',
    'Implantación del protocolo de prevención de úlceras por presión, que redujo su incidencia un 40 % en un año.',
    'Formación de 35 profesionales de nueva incorporación en soporte vital avanzado y manejo de la vía aérea.',
    'Participación en la puesta en marcha de la historia clínica electrónica y formación de usuarios clave.',
    'Administración y control de medicación de alto riesgo siguiendo el sistema de doble verificación.',
    'Educación sanitaria a pacientes diabéticos y a sus familias para el autocuidado tras el alta hospitalaria.',
    'Seguimiento telefónico de pacientes crónicos complejos en coordinación con atención primaria.',
    'Miembro de la comisión de seguridad del paciente y responsable de la notificación de incidentes.',
    'Gestión de stocks de material sanitario y farmacia de la unidad, con un ahorro anual del 12 %.',
    'Acompañamiento a pacientes en cuidados paliativos y apoyo emocional a las familias.',
    'Elaboración del plan de acogida para estudiantes de enfermería en prácticas clínicas.',
    'Triaje de pacientes según el Sistema Español de Triaje en un servicio con 60.000 urgencias al año.',
    'Participación en un ensayo clínico multicéntrico sobre el manejo de catéteres venosos centrales.',
    'Cuidados posquirúrgicos en cirugía cardiaca, incluida la monitorización hemodinámica invasiva.',
    'Diseño de un cuadro de mando con indicadores de calidad asistencial para la supervisión de la unidad.',
    'Colaboración en la campaña de vacunación antigripal para residentes y personal del centro.',
    'Coordinación de las transferencias de pacientes entre urgencias, quirófano y hospitalización.',
    'Actualización de los procedimientos de higiene de manos, con una adherencia final del 92 %.',
    'Atención domiciliaria a personas mayores dependientes y valoración geriátrica integral.',
  ],
  roleDescriptions: [
    'Supervisión de la unidad de urgencias con un equipo de veinte enfermeras y técnicos.',
    'Enfermera asistencial en la unidad de cuidados intensivos polivalente.',
    'Enfermera de hospitalización en medicina interna y cardiología.',
    'Cuidados de enfermería en consulta y atención domiciliaria.',
    'Atención sanitaria a residentes con alta dependencia.',
    'Prácticas clínicas del último curso del grado en distintas unidades.',
  ],
  schools: [
    { institution: 'Universidad de Sevilla', degree: 'Grado en Enfermería', field: 'Ciencias de la Salud', highlight: 'Premio extraordinario de fin de grado.' },
    { institution: 'Universidad de Valencia', degree: 'Máster Universitario', field: 'Enfermería de Urgencias y Cuidados Críticos', highlight: 'Trabajo fin de máster sobre el triaje en urgencias pediátricas.' },
  ],
  skills: ['Soporte vital avanzado', 'Ventilación mecánica', 'Triaje', 'Cuidados paliativos', 'Monitorización hemodinámica', 'Historia clínica electrónica', 'Educación sanitaria', 'Gestión de equipos', 'Farmacología', 'Seguridad del paciente', 'Curas complejas', 'Atención domiciliaria', 'Trabajo en equipo', 'Comunicación con familias', 'Protocolos de aislamiento', 'Microsoft Office'],
  languages: [
    { language: 'Español', fluency: 'Lengua materna' },
    { language: 'Inglés', fluency: 'Nivel avanzado (C1)' },
    { language: 'Francés', fluency: 'Nivel básico (A2)' },
  ],
  certifications: [
    { name: 'Soporte Vital Avanzado (SVA)', issuer: 'Consejo Español de Resucitación Cardiopulmonar' },
    { name: 'Experto Universitario en Enfermería de Urgencias Extrahospitalarias', issuer: 'Universidad Complutense de Madrid' },
    { name: 'Acreditación en Seguridad del Paciente', issuer: 'Ministerio de Sanidad' },
  ],
  projects: [
    { name: 'Guía de acogida para pacientes', description: 'Guía ilustrada para pacientes y familias que ingresan en la unidad de cuidados intensivos.', url: 'https://www.guiauci-sevilla.es', keywords: ['Humanización', 'Educación sanitaria'], highlights: ['Adoptada por tres hospitales andaluces.'] },
    { name: 'Registro de caídas', description: 'Hoja de registro digital de caídas y su análisis mensual.', url: 'https://github.com/mjfernandez/registro-caidas', keywords: ['Seguridad del paciente'], highlights: ['Redujo las caídas notificadas un 25 %.'] },
  ],
  awards: [
    { title: 'Premio a la Humanización de los Cuidados', awarder: 'Colegio Oficial de Enfermería de Sevilla', summary: 'Por la guía de acogida a familias en cuidados intensivos.' },
  ],
};
