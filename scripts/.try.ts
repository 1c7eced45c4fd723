import { executeRenderJob, templateDefaultSettings } from '../src/render/render-job.ts';
import { templateCatalog, findTemplate } from '../src/templates/catalog.ts';
const resume = {
  title: 'PL', sections: {
    header: { name: 'Zofia Szczepańska-Kovačević', title: 'Starszy Inżynier ds. Zapewnienia Jakości Oprogramowania', email: 'zofia.szczepanska@example.pl', phone: '+48 601 234 567', location: 'Kraków, Polska', linkedin: 'linkedin.com/in/zszk' },
    summary: 'Inżynierka jakości z dziewięcioletnim doświadczeniem w automatyzacji testów systemów bankowych i telekomunikacyjnych.',
    experience: [
      { title: 'Starszy Inżynier ds. Jakości', company: 'Comarch S.A.', location: 'Kraków', startDate: '2019-05', current: true, highlights: ['Zbudowała framework automatyzacji testów w Playwright obejmujący 1200 scenariuszy.', 'Skróciła czas regresji z 3 dni do 4 godzin.'] },
      { title: 'Inżynier Testów Automatycznych', company: 'Sabre Polska', location: 'Kraków', startDate: '2015-09', endDate: '2019-04', highlights: ['Testy wydajnościowe w JMeter i Gatling.', 'Mentoring czterech młodszych testerów.'] },
    ],
    education: [{ institution: 'Akademia Górniczo-Hutnicza im. Stanisława Staszica w Krakowie', degree: 'Magister inżynier', field: 'Informatyka', startDate: '2010', endDate: '2015' }],
    skills: [{ name: 'Automatyzacja', level: 'Ekspert', keywords: ['Playwright', 'Selenium', 'Cypress'] }, { name: 'Chmura', keywords: ['Kubernetes', 'Kafka', 'Docker'] }, 'SQL'],
    languages: [{ language: 'Polski', fluency: 'ojczysty' }, { language: 'Angielski', fluency: 'C1' }],
    certifications: [{ name: 'ISTQB Advanced Level Test Automation Engineer', issuer: 'ISTQB', date: '2019-05' }],
    projects: [{ name: 'Open-source test reporter', url: 'https://github.com/zszk/test-reporter', description: 'Raporty testów w HTML.' }],
  },
};
const which = process.argv[2] ?? 'all';
for (const template of which === 'all' ? templateCatalog : [findTemplate(which)!]) {
  const pdf = await executeRenderJob({ kind: 'resume', content: resume as never, settings: templateDefaultSettings(template, 'pl') });
  await Bun.write(`/tmp/try/${template.id}.pdf`, pdf);
  Bun.spawnSync(['pdftotext', '-enc', 'UTF-8', `/tmp/try/${template.id}.pdf`, `/tmp/try/${template.id}.txt`]);
  Bun.spawnSync(['pdftoppm', '-r', '50', '-png', `/tmp/try/${template.id}.pdf`, `/tmp/try/${template.id}`]);
}
