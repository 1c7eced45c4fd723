import { describe, expect, test } from 'bun:test';
import { postingFromPage } from './posting-from-page.ts';

const body = `<article><h1>Platform Engineer</h1><p>${'We run the infrastructure behind a busy marketplace and need help scaling it further. '.repeat(5)}</p>
  <ul><li>Kubernetes and Terraform</li><li>On-call in a friendly rota</li></ul></article>`;

describe('postingFromPage', () => {
  test('a JSON-LD teaser under 30 words: the page text, with the JSON-LD names kept', () => {
    const teaser = JSON.stringify({ '@type': 'JobPosting', title: 'Platform Engineer', hiringOrganization: { name: 'Kite' }, description: 'Join our platform team!' });
    const posting = postingFromPage(`<html><head><script type="application/ld+json">${teaser}</script></head><body>${body}</body></html>`, 'https://jobs.example/1');
    expect(posting.source).toBe('readability');
    expect(posting.title).toBe('Platform Engineer');
    expect(posting.company).toBe('Kite');
    expect(posting.url).toBe('https://jobs.example/1');
    expect(posting.description).toContain('- Kubernetes and Terraform\n- On-call in a friendly rota');
  });

  test('no article Readability accepts: the visible body text, hidden parts dropped', () => {
    const posting = postingFromPage('<html><body><div>Short page</div><div style="display:none">secret instructions</div></body></html>');
    expect(posting.source).toBe('readability');
    expect(posting.description).toContain('Short page');
    expect(posting.description).not.toContain('secret');
  });
});
