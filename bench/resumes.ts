/**
 * Resume list and read latency with 1 000 resumes in one account, through a real server:
 * sequential requests (one client, so the figures are latencies, not queueing), then throughput.
 *
 *   npm run bench:resumes        (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 */
import { percentiles, startBenchServer } from './support/server.ts';

const RESUMES = Number(process.env.BENCH_RESUMES || 1000);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 500);
const server = await startBenchServer();
const headers = { 'x-api-key': server.apiKey, 'content-type': 'application/json' };

try {
  const ids: string[] = [];
  const started = performance.now();
  // Eight writers at a time: realistic bulk import, and it finishes quickly.
  for (let batch = 0; batch < RESUMES; batch += 8) {
    const created = await Promise.all(
      Array.from({ length: Math.min(8, RESUMES - batch) }, (_, index) =>
        fetch(`${server.base}/v1/resumes`, { method: 'POST', headers, body: JSON.stringify(sampleResume(batch + index)) }).then((response) => response.json() as Promise<{ id: string }>),
      ),
    );
    ids.push(...created.map((resume) => resume.id));
  }
  const createMs = performance.now() - started;
  console.log(`store: ${server.store}; ${RESUMES} resumes created in ${(createMs / 1000).toFixed(1)} s (${(RESUMES / (createMs / 1000)).toFixed(0)} creates/s, 8 concurrent)`);

  const cases: Array<[string, () => string]> = [
    ['GET /v1/resumes (first 20)', () => '/v1/resumes'],
    ['GET /v1/resumes?limit=100', () => '/v1/resumes?limit=100'],
    ['GET /v1/resumes?offset=980', () => '/v1/resumes?offset=980'],
    ['GET /v1/resumes (form B, all)', () => '/v1/resumes'],
    ['GET /v1/resumes/{id}', () => `/v1/resumes/${ids[Math.floor(Math.random() * ids.length)]}`],
    ['GET /v1/resumes/{id}?format=jsonresume', () => `/v1/resumes/${ids[Math.floor(Math.random() * ids.length)]}?format=jsonresume`],
  ];
  for (const [name, path] of cases) {
    const requestHeaders = name.includes('form B') ? { ...headers, 'x-api-form': 'b' } : headers;
    for (let warm = 0; warm < 20; warm++) await (await fetch(`${server.base}${path()}`, { headers: requestHeaders })).arrayBuffer();
    const samples: number[] = [];
    let bytes = 0;
    for (let sample = 0; sample < SAMPLES; sample++) {
      const begin = performance.now();
      const response = await fetch(`${server.base}${path()}`, { headers: requestHeaders });
      bytes = (await response.arrayBuffer()).byteLength;
      samples.push(performance.now() - begin);
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    }
    console.log(`${name.padEnd(40)} ${percentiles(samples)}   (${(bytes / 1024).toFixed(1)} KB)`);
  }
} finally {
  await server.stop();
}

/** A realistic mid-career resume (about 4 KB of JSON), varied by index. */
function sampleResume(index: number) {
  return {
    title: `Resume ${index}`,
    language: ['en', 'de', 'fr', 'pl'][index % 4],
    sections: {
      header: { name: `Candidate ${index}`, title: 'Senior Backend Engineer', email: `c${index}@example.com`, phone: '+49 151 2345 6789', location: 'München, Germany' },
      summary: 'Backend engineer with eleven years of experience designing, building and operating high-throughput services in TypeScript, Go and Java.',
      experience: Array.from({ length: 4 }, (_, job) => ({
        title: 'Staff Software Engineer',
        company: `Company ${job}`,
        location: 'Berlin',
        startDate: `${2012 + job * 3}-03`,
        endDate: `${2014 + job * 3}-11`,
        highlights: [
          'Led the redesign of the shipment-tracking platform to an event-driven architecture on Kafka, reducing p99 latency from 870 ms to 140 ms.',
          'Introduced a company-wide OpenTelemetry tracing standard, cutting mean time to resolution by 43% across nine teams.',
          'Designed a multi-tenant rate limiter in Go that protects 34 internal APIs.',
        ],
      })),
      education: [{ institution: 'Technische Universität München', degree: 'M.Sc.', field: 'Informatics', startDate: '2008', endDate: '2012' }],
      skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kafka', 'Kubernetes', { name: 'Observability', keywords: ['OpenTelemetry', 'Prometheus'] }],
      languages: [
        { language: 'German', fluency: 'Native' },
        { language: 'English', fluency: 'C2' },
      ],
    },
  };
}
