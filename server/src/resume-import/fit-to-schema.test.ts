import { emptyResume } from '@talent/resume-model';
import { fitToSchema } from './fit-to-schema';

describe("an imported draft held to the save call's bounds", () => {
  it('cuts a text past its limit and reports the rest', () => {
    const draft = emptyResume();
    draft.contact.job_title = 'x'.repeat(205);
    const { draft: fitted, unplaced } = fitToSchema(draft);
    expect(fitted.contact.job_title).toHaveLength(200);
    expect(unplaced).toEqual([{ section: 'contact', field: 'text', value: 'xxxxx' }]);
  });

  it('keeps the entries a list may hold and reports the others', () => {
    const draft = emptyResume();
    draft.skills = Array.from({ length: 52 }, (_, index) => `Skill ${index + 1}`);
    const { draft: fitted, unplaced } = fitToSchema(draft);
    expect(fitted.skills).toHaveLength(50);
    expect(unplaced.map((item) => item.value)).toEqual(['Skill 51', 'Skill 52']);
  });

  it('leaves a draft within bounds as it is', () => {
    const draft = emptyResume();
    draft.summary = 'Ten years of audits.';
    expect(fitToSchema(draft)).toEqual({ draft, unplaced: [] });
  });
});
