import type { MainSpecialization } from '../types/directory';
import { cityHasZones, pruneSubSpecialities, searchQueryOf, toggleChoice } from './filters';

const reference: MainSpecialization[] = [
  {
    id: 1,
    title: 'Information Technology',
    children: [
      { id: 101, title: 'Software Development' },
      { id: 105, title: 'Cybersecurity' },
    ],
  },
  { id: 2, title: 'Business & Administration', children: [{ id: 201, title: 'Accounting & Finance' }] },
];

describe('directory filters (spec §2, §4)', () => {
  it('counts a whitespace-only query as empty', () => {
    expect(searchQueryOf('   ')).toBe('');
    expect(searchQueryOf('  محاسب ')).toBe('محاسب');
    expect(searchQueryOf(undefined)).toBe('');
  });

  it('offers zones only for Baghdad', () => {
    expect(cityHasZones('Baghdad')).toBe(true);
    expect(cityHasZones(' baghdad ')).toBe(true);
    expect(cityHasZones('Basra')).toBe(false);
    expect(cityHasZones(null)).toBe(false);
  });

  it('drops sub-specialities whose main specialisation is no longer chosen', () => {
    const subs = ['Software Development', 'Accounting & Finance', 'Cybersecurity'];
    expect(pruneSubSpecialities(subs, ['Information Technology'], reference)).toEqual([
      'Software Development',
      'Cybersecurity',
    ]);
    expect(pruneSubSpecialities(subs, ['Business & Administration'], reference)).toEqual([
      'Accounting & Finance',
    ]);
    expect(pruneSubSpecialities(subs, [], reference)).toEqual([]);
  });

  it('clears a toggle when its chosen value is clicked again', () => {
    expect(toggleChoice(null, 'Female')).toBe('Female');
    expect(toggleChoice('Female', 'Male')).toBe('Male');
    expect(toggleChoice('Female', 'Female')).toBeNull();
    expect(toggleChoice(true, true)).toBeNull();
    expect(toggleChoice(true, false)).toBe(false);
  });
});
