import type { RunningServer } from '../server';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import {
  cities,
  degrees,
  participationRoles,
  searchKeywords,
  skills,
} from '../reference-data/reference-lists';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

async function getList(name: string) {
  const response = await fetch(`${server.url}/api/selectables/${name}`);
  return { status: response.status, body: (await response.json()) as { data: unknown[] } };
}

describe('GET /api/selectables/{name}', () => {
  it("serves Iraq's 18 governorates as cities", async () => {
    const { status, body } = await getList('cities');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      'Baghdad',
      'Basra',
      'Nineveh',
      'Erbil',
      'Sulaymaniyah',
      'Duhok',
      'Kirkuk',
      'Anbar',
      'Babil',
      'Karbala',
      'Najaf',
      'Diyala',
      'Saladin',
      'Wasit',
      'Maysan',
      'Dhi Qar',
      'Muthanna',
      'Qadisiyyah',
    ]);
    expect(body.data).toEqual([...cities]);
  });

  it("serves the degrees, including 'Undergraduate'", async () => {
    const { status, body } = await getList('degrees');
    expect(status).toBe(200);
    expect(body.data).toEqual([...degrees]);
    expect(body.data).toEqual(
      expect.arrayContaining(['Undergraduate', 'Diploma', "Bachelor's", 'Higher Diploma', "Master's", 'PhD']),
    );
  });

  it.each([
    ['skills', skills],
    ['participation', participationRoles],
    ['keywords', searchKeywords],
  ])('serves the %s list as strings', async (name, expected) => {
    const { status, body } = await getList(name);
    expect(status).toBe(200);
    expect(body.data).toEqual([...expected]);
    expect(body.data.every((item) => typeof item === 'string')).toBe(true);
  });

  it('serves about thirty skills and the participation roles of events', async () => {
    expect((await getList('skills')).body.data.length).toBeGreaterThanOrEqual(25);
    expect((await getList('participation')).body.data).toEqual(
      expect.arrayContaining([
        'Organizer',
        'Speaker',
        'Volunteer',
        'Participant',
        'Attendee',
        'Mentor',
        'Judge',
      ]),
    );
  });

  it('serves the two main specialisation fields, each with its sub-specialities as children', async () => {
    const { status, body } = await getList('specializations');
    expect(status).toBe(200);
    const mains = body.data as Array<{
      id: number;
      title: string;
      children: Array<{ id: number; title: string }>;
    }>;
    expect(mains.map((main) => main.title)).toEqual(['Information Technology', 'Business & Administration']);
    for (const main of mains) {
      expect(main.id).toEqual(expect.any(Number));
      expect(main.children.length).toBeGreaterThanOrEqual(6);
      for (const child of main.children) {
        expect(child).toEqual({ id: expect.any(Number), title: expect.any(String) });
      }
    }
    const allIds = mains.flatMap((main) => [main.id, ...main.children.map((child) => child.id)]);
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('serves the same tree under the name specialities', async () => {
    const specialities = await getList('specialities');
    expect(specialities.status).toBe(200);
    expect(specialities.body).toEqual((await getList('specializations')).body);
  });

  it('answers an unknown list name with 404 and a message', async () => {
    const response = await fetch(`${server.url}/api/selectables/planets`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(/planets/);
  });
});
