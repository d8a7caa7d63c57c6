import { validateForPublish } from '../rules/publish';
import { aResumeDraft, TODAY } from '@talent/test-kit/fixtures';
import { emptyEducationEntry, emptyRatedItem, emptyResume, resumesEqual, seedForFirstLoad } from './defaults';
import { english } from '../testing/english';

describe('builder defaults (spec §4 Builder save and load)', () => {
  it('starts from an empty, unpublished resume that cannot be published yet', () => {
    const resume = emptyResume();
    expect(resume.published).toBe(false);
    expect(resume.image).toBeNull();
    expect(validateForPublish(resume, { today: TODAY }).valid).toBe(false);
  });

  it('gives each call its own lists', () => {
    const first = emptyResume();
    first.skills.push('Teamwork');
    expect(emptyResume().skills).toEqual([]);
  });

  it('seeds empty education, languages and tools with one blank entry each on first load', () => {
    const seeded = seedForFirstLoad(emptyResume());
    expect(seeded.education).toEqual([emptyEducationEntry()]);
    expect(seeded.languages).toEqual([emptyRatedItem()]);
    expect(seeded.tools).toEqual([emptyRatedItem()]);
  });

  it('ticks no specialisation for a new resume, so none is published unawares (issue #23)', () => {
    expect(seedForFirstLoad(emptyResume()).specializations).toEqual([]);
    // The 1–2 rule still refuses such a resume at Validate and Publish.
    const otherwiseReady = seedForFirstLoad({ ...aResumeDraft(), specializations: [] });
    const check = validateForPublish(otherwiseReady, { today: TODAY });
    expect(check.errors.map((error) => english(error.message))).toEqual([
      'At least one specialization is required.',
    ]);
  });

  it('leaves filled lists as they are', () => {
    const resume = aResumeDraft();
    expect(seedForFirstLoad(resume)).toEqual(resume);
  });

  it('rates a blank language or tool nowhere on the scale, so the level is still asked for', () => {
    expect(emptyRatedItem().rating).toBe(0);
  });
});

describe('resumesEqual: Save is skipped when nothing changed (spec §4)', () => {
  it('finds a copy equal, whatever the key order', () => {
    const { summary, ...rest } = aResumeDraft();
    const resume = { summary, ...rest };
    const reordered = JSON.parse(JSON.stringify({ ...rest, summary }));
    expect(resumesEqual(resume, reordered)).toBe(true);
  });

  it('sees a change deep inside', () => {
    const edited = aResumeDraft();
    edited.education[0]!.duration.end_month = '7';
    expect(resumesEqual(aResumeDraft(), edited)).toBe(false);
  });

  it('sees a reordered list as a change', () => {
    const resume = aResumeDraft();
    const swapped = { ...resume, skills: ['Leadership', 'Teamwork'] };
    expect(resumesEqual({ ...resume, skills: ['Teamwork', 'Leadership'] }, swapped)).toBe(false);
  });

  it('treats an absent key like an undefined one', () => {
    expect(resumesEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('sees a newly chosen photo as a change, and the same file as none', () => {
    const photo = new Blob(['x']);
    const resume = aResumeDraft();
    expect(resumesEqual(resume, { ...resume, image: photo })).toBe(false);
    expect(resumesEqual({ ...resume, image: photo }, { ...resume, image: photo })).toBe(true);
    expect(resumesEqual({ ...resume, image: photo }, { ...resume, image: new Blob(['x']) })).toBe(false);
  });
});
