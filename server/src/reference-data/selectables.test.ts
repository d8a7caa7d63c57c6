import { toSpecializationTree } from './selectables';

describe('toSpecializationTree', () => {
  it('nests each sub-speciality under its main specialisation, in the order given', () => {
    const tree = toSpecializationTree([
      { id: 1, title: 'Information Technology', parentId: null },
      { id: 2, title: 'Business & Administration', parentId: null },
      { id: 101, title: 'Web Development', parentId: 1 },
      { id: 201, title: 'Human Resources', parentId: 2 },
      { id: 102, title: 'Cybersecurity', parentId: 1 },
    ]);
    expect(tree).toEqual([
      {
        id: 1,
        title: 'Information Technology',
        children: [
          { id: 101, title: 'Web Development' },
          { id: 102, title: 'Cybersecurity' },
        ],
      },
      { id: 2, title: 'Business & Administration', children: [{ id: 201, title: 'Human Resources' }] },
    ]);
  });

  it('drops a sub-speciality whose main specialisation is missing', () => {
    expect(toSpecializationTree([{ id: 301, title: 'Orphan', parentId: 3 }])).toEqual([]);
  });
});
