// The filter call's answer as JSON Schema (`GET /api/applicants/filter`, spec §7), so Fastify writes it with a
// compiled serialiser.

import { GENDERS } from '@talent/resume-model';

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;

export const applicantPageSchema = {
  type: 'object',
  required: ['current_page', 'last_page', 'per_page', 'total', 'data'],
  properties: {
    current_page: integer,
    last_page: integer,
    per_page: integer,
    total: integer,
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'image', 'summary', 'contact', 'topTools', 'specializations'],
        properties: {
          id: integer,
          image: { type: ['string', 'null'] },
          summary: string,
          jobTitle: string,
          city: { type: ['string', 'null'] },
          zone: { type: ['string', 'null'] },
          experienceYears: integer,
          contact: {
            type: 'object',
            required: ['fullName', 'email', 'workAvailability'],
            properties: {
              fullName: string,
              email: string,
              workAvailability: { type: 'boolean' },
              gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
            },
          },
          topTools: {
            type: 'array',
            items: { type: 'object', required: ['item'], properties: { item: string } },
          },
          specializations: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'specialization', 'main_specialization_id'],
              properties: {
                id: integer,
                specialization: string,
                main_specialization_id: { type: ['integer', 'null'] },
              },
            },
          },
        },
      },
    },
    // Only with `facets=1`: group → value → matches (src/applicants/directory-search.ts).
    facets: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: integer },
    },
    // Only when a keyword search found nothing and a correction finds something (search-suggestion.ts).
    suggestion: string,
  },
} as const;
