import officialSchema from '@jsonresume/schema/schema.json';
import type { JsonResume, ResumeDetail } from '@talent/resume-model';
import { aMixedResume, ARABIC_NAME } from '@talent/test-kit/resumes';
import Ajv from 'ajv';
import { eq, sql } from 'drizzle-orm';
import addFormats from 'ajv-formats';
import { applicants } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { startResumeTestServer } from '../testing/resume-server';

let server: RunningServer;
const { aStranger, applicantWith } = startResumeTestServer((started) => {
  server = started;
});

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(officialSchema);

/** A resume that keeps its phone, e-mail and birth date off the public page. */
function privateResume(): ResumeDetail {
  const resume = aMixedResume();
  resume.contact = {
    ...resume.contact,
    phone: { phone: '+9647701234567', showPhone: false },
    showEmail: false,
    birthdateDisplay: 'hidden',
  };
  return resume;
}

const jsonResume = (id: number | string, options: { token?: string; query?: string } = {}) =>
  call<JsonResume & { message?: string }>(
    server.url,
    'GET',
    `/api/applicants/${id}/json-resume${options.query ?? ''}`,
    { token: options.token },
  );

describe('GET /api/applicants/{id}/json-resume', () => {
  it('gives anyone a published resume as a JSON Resume document the official schema accepts', async () => {
    const { applicantId } = await applicantWith(aMixedResume());
    await server.database.db
      .update(applicants)
      .set({ resume: sql`jsonb_set(resume, '{image}', '"applicant_images/zainab.jpg"')` })
      .where(eq(applicants.id, applicantId));
    const { status, headers, body } = await jsonResume(applicantId);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(validate(body)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    expect(body.basics).toMatchObject({
      name: ARABIC_NAME,
      label: 'Web Developer',
      email: 'zainab@example.com',
      phone: '+9647701234567',
      profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/zainab' }],
    });
    expect(body.basics.image).toMatch(/^http:\/\/[^/]+\/storage\/applicant_images\/zainab\.jpg$/);
    expect(body.work[0]).toMatchObject({ name: 'Babylon Soft', position: 'Front-end Developer' });
    expect(body.certificates).toEqual([{ name: 'Cloud Basics', issuer: 'AWS Academy' }]);
    expect(body.languages).toEqual([
      { language: 'Arabic', fluency: 'Excellent' },
      { language: 'English', fluency: 'Very Good' },
    ]);
    expect(body.meta.talentPool).toMatchObject({
      version: 1,
      language: 'en',
      extra: {
        contact: { gender: 'Female', workAvailability: true, city: 'Baghdad', zone: 'Karkh' },
        specializations: [{ id: 1, sub: [{ id: 102 }] }],
        languages: [{ rating: 5 }, { rating: 4 }],
        published: true,
      },
    });
  });

  it('leaves out of the public document what the applicant keeps off the public resume', async () => {
    const { applicantId } = await applicantWith(privateResume());
    const { status, body } = await jsonResume(applicantId);
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain('7701234567');
    expect(text).not.toContain('zainab@example.com');
    expect(text).not.toContain('1996');
    expect(body.basics.phone).toBeUndefined();
    expect(body.basics.email).toBeUndefined();
    expect(body.meta.talentPool.extra.contact).toMatchObject({
      showEmail: false,
      birthdateDisplay: 'hidden',
      phone: { showPhone: false },
    });
  });

  it('gives the owner, with the bearer token, everything, published or not', async () => {
    for (const published of [true, false]) {
      const { applicantId, token } = await applicantWith(privateResume(), published);
      const { status, body } = await jsonResume(applicantId, { token });
      expect(status).toBe(200);
      expect(body.basics.phone).toBe('+9647701234567');
      expect(body.basics.email).toBe('zainab@example.com');
      expect(body.meta.talentPool.extra.contact).toMatchObject({ birthdate: '1996-04-12' });
      expect(body.meta.talentPool.extra.published).toBe(published);
      expect(validate(body)).toBe(true);
    }
  });

  it('answers 404 for a draft to anyone but its owner, and for an id that names no resume', async () => {
    const { applicantId } = await applicantWith(aMixedResume(), false);
    const stranger = await aStranger();
    expect((await jsonResume(applicantId)).status).toBe(404);
    const other = await jsonResume(applicantId, { token: stranger.token });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Resume not found.');
    for (const id of ['999999', '0', 'abc', '99999999999']) expect((await jsonResume(id)).status).toBe(404);
  });

  it('writes labels in the document language and takes ?lang= (the main version until translations exist)', async () => {
    const { applicantId } = await applicantWith({ ...aMixedResume(), language: 'ar' });
    for (const query of ['', '?lang=ckb', '?lang=en']) {
      const { status, body } = await jsonResume(applicantId, { query });
      expect(status).toBe(200);
      expect(body.meta.talentPool.language).toBe('ar');
      expect(body.education[0]?.studyType).toBe('بكالوريوس');
      expect(body.meta.talentPool.extra.education).toEqual([{ degree: "Bachelor's" }]);
    }
  });
});
