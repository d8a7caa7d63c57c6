import { inEnglish } from '../testing/english';
import { fieldErrors } from './schema-helpers';
import { languagesSchema, skillsSchema, toolsSchema } from './skills';

describe('Personal skills (spec §5)', () => {
  it('need at least one', () => {
    expect(inEnglish(fieldErrors(skillsSchema, []))).toEqual([
      { path: '', message: 'At least one skill is required.' },
    ]);
    expect(inEnglish(fieldErrors(skillsSchema, ['  ']))).toEqual([
      { path: '', message: 'At least one skill is required.' },
    ]);
  });

  it('allow at most five', () => {
    expect(inEnglish(fieldErrors(skillsSchema, ['a', 'b', 'c', 'd', 'e']))).toEqual([]);
    expect(inEnglish(fieldErrors(skillsSchema, ['a', 'b', 'c', 'd', 'e', 'f']))).toEqual([
      { path: '', message: 'You can add at most 5 skills.' },
    ]);
  });

  it('count skills held as items, as the profile overview reads them', () => {
    expect(inEnglish(fieldErrors(skillsSchema, [{ item: 'Teamwork' }]))).toEqual([]);
  });
});

describe('Languages (spec §5)', () => {
  it('need at least one', () => {
    expect(inEnglish(fieldErrors(languagesSchema, []))).toEqual([
      { path: '', message: 'At least one language is required.' },
    ]);
  });

  it('need a name', () => {
    expect(inEnglish(fieldErrors(languagesSchema, [{ item: '', rating: 3 }]))).toEqual([
      { path: '[0].item', message: 'Language name is required.' },
    ]);
  });

  it.each([0, 6, null, '', 'Good'])('need a level from 1 to 5, not %p', (rating) => {
    expect(inEnglish(fieldErrors(languagesSchema, [{ item: 'Kurdish', rating }]))).toEqual([
      { path: '[0].rating', message: 'Proficiency level is required.' },
    ]);
  });

  it('take a level handed over as text by a form control', () => {
    expect(inEnglish(fieldErrors(languagesSchema, [{ item: 'English', rating: '4' }]))).toEqual([]);
  });
});

describe('Tools & Technologies (spec §5)', () => {
  it('need at least one', () => {
    expect(inEnglish(fieldErrors(toolsSchema, []))).toEqual([
      { path: '', message: 'At least one tool is required.' },
    ]);
  });

  it('need a name and a level', () => {
    expect(inEnglish(fieldErrors(toolsSchema, [{ item: ' ', rating: 0 }]))).toEqual([
      { path: '[0].item', message: 'Tool or technology name is required.' },
      { path: '[0].rating', message: 'Proficiency level is required.' },
    ]);
  });
});
