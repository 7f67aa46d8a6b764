import { describe, expect, it } from 'vitest';
import {
  LEGAL_DOCUMENT_LANGUAGES,
  LEGAL_DOCUMENT_TYPES,
} from '@wishwall/contracts/legal-document.dto';
import { LegalDocumentRepository } from '@wishwall/db/repositories/legal-document.repository';
import { useApi } from './test-support/use-api.ts';

const t = useApi();

const everyDocument = LEGAL_DOCUMENT_TYPES.flatMap((document_type) =>
  LEGAL_DOCUMENT_LANGUAGES.map((language_code) => ({ document_type, language_code })),
);

describe('legal documents', () => {
  it.each(everyDocument)(
    'answers $document_type in $language_code with its text',
    async ({ document_type, language_code }) => {
      const { status, body } = await t.api.call('POST', '/v1/legal-documents', {
        document_type,
        language_code,
      });
      expect(status).toBe(200);
      // The prize page's second version only renamed it after its footer link.
      const version = document_type === 'prize_and_raffle_base' ? 2 : 1;
      expect(body.data).toMatchObject({ document_type, language_code, version });
      expect(body.data.content.length).toBeGreaterThan(800);
      expect(body.data.content).toContain('\n');
      expect(body.data.title).not.toBe('');
      expect(Date.parse(body.data.published_at)).not.toBeNaN();
    },
  );

  it('writes each language in its own words', async () => {
    const read = (language_code: string) =>
      t.api.call('POST', '/v1/legal-documents', { document_type: 'terms', language_code });
    const [en, es] = await Promise.all([read('en'), read('es')]);
    expect(en.body.data.content).toContain('Publishing costs 1 USD');
    expect(es.body.data.content).toContain('Publicar cuesta 1 USD');
  });

  it('states the raffle rule: most likes when drawn, ties by earlier publication', async () => {
    const { body } = await t.api.call('GET', '/v1/legal-documents/prize_and_raffle_base/en');
    expect(body.data.content).toContain('the published wish with the most likes');
    expect(body.data.content).toContain('the one published earlier wins');
    expect(body.data.content).toContain('10,000 USD');
  });

  it('serves the same document by GET, never kept stale (a new version shows at once)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/legal-documents/about_us/es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().data.title).toBe('Quiénes somos');
  });

  it.each([
    { document_type: 'refunds', language_code: 'en' },
    { document_type: 'terms', language_code: 'fr' },
    { document_type: 'terms' },
    { document_type: 42, language_code: 'en' },
  ])('refuses an unknown type or language: %j', async (body) => {
    const { status, body: answer } = await t.api.call('POST', '/v1/legal-documents', body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ status: false, code: 'validation_failed' });
  });

  it('refuses an unknown type or language in the GET path', async () => {
    for (const url of ['/v1/legal-documents/cookies/en', '/v1/legal-documents/terms/de']) {
      const { status, body } = await t.api.call('GET', url);
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
  });

  it('shows the newest published version, not one scheduled for later', async () => {
    const documents = new LegalDocumentRepository(t.ctx.db);
    const base = {
      document_type: 'how_it_works',
      language_code: 'en',
      title: 'How it works',
    } as const;
    await documents.insert({ ...base, version: 2, summary: 's', content: 'Second version.' });
    await documents.insert({
      ...base,
      version: 3,
      summary: 's',
      content: 'Not yet.',
      published_at: new Date(Date.now() + 86_400_000),
    });
    const { body } = await t.api.call('GET', '/v1/legal-documents/how_it_works/en');
    expect(body.data).toMatchObject({ version: 2, content: 'Second version.' });
  });
});
