// A company's profile (issue 34): the name, governorate, sector, web site and description applicants see
// on its contact requests. `PATCH /api/account` takes it as its `company` key and hands it here.

import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';
import { invalidInput, type FieldMessages } from '../http/errors';
import { serverMessage } from '../i18n/messages';
import type { UserRow } from './users';

export const COMPANY_NAME_MAX = 100;
export const COMPANY_FIELD_MAX = 100;
export const COMPANY_WEBSITE_MAX = 255;
export const COMPANY_DESCRIPTION_MAX = 1000;

export const NOT_A_COMPANY = serverMessage('company.notACompany');
export const COMPANY_NOT_AN_OBJECT = serverMessage('company.notAnObject');
export const WEBSITE_INVALID = serverMessage('company.websiteInvalid');

/** The fields of a profile change; each optional (absent: kept), the optional ones cleared by null or ''. */
export interface CompanyProfileChange {
  name?: unknown;
  city?: unknown;
  sector?: unknown;
  website?: unknown;
  description?: unknown;
}

const optionalFields = [
  ['city', 'companyCity', COMPANY_FIELD_MAX],
  ['sector', 'companySector', COMPANY_FIELD_MAX],
  ['website', 'companyWebsite', COMPANY_WEBSITE_MAX],
  ['description', 'companyDescription', COMPANY_DESCRIPTION_MAX],
] as const;

/** A web site as applicants can open it: http(s) with a host; a bare `example.iq` gets `https://`. */
export function companyWebsite(value: string): string | null {
  const written = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(written);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.') || url.username || url.password) {
      return null;
    }
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Checks a profile change and writes it; answers the account as it now is. A 422 names the fields at fault
 * as `company.{field}`, in the spec's error shape; an applicant's account is refused under `company`.
 */
export async function updateCompanyProfile(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'isCompany'>,
  change: unknown,
): Promise<UserRow> {
  if (!user.isCompany) throw invalidInput({ company: [NOT_A_COMPANY] });
  if (typeof change !== 'object' || change === null || Array.isArray(change)) {
    throw invalidInput({ company: [COMPANY_NOT_AN_OBJECT] });
  }
  const input = change as CompanyProfileChange;
  const errors: FieldMessages = {};
  const fail = (field: string, message: ReturnType<typeof serverMessage>) =>
    (errors[`company.${field}`] ??= []).push(message);
  const values: Partial<Record<'companyName' | (typeof optionalFields)[number][1], string | null>> = {};

  if (input.name !== undefined) {
    const field = 'company.name';
    if (typeof input.name !== 'string' || input.name.trim() === '') {
      fail('name', serverMessage('fieldRequired', { field }));
    } else if (input.name.trim().length > COMPANY_NAME_MAX) {
      fail('name', serverMessage('fieldTooLong', { field, max: COMPANY_NAME_MAX }));
    } else values.companyName = input.name.trim();
  }
  for (const [key, column, max] of optionalFields) {
    const value = input[key];
    if (value === undefined) continue;
    const field = `company.${key}`;
    if (value === null || (typeof value === 'string' && value.trim() === '')) values[column] = null;
    else if (typeof value !== 'string') {
      fail(key, serverMessage('company.mustBeText', { field }));
    } else if (value.trim().length > max) fail(key, serverMessage('fieldTooLong', { field, max }));
    else if (key === 'website') {
      const website = companyWebsite(value.trim());
      if (website === null) fail(key, WEBSITE_INVALID);
      else values[column] = website;
    } else values[column] = value.trim();
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);

  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('The company account was not found.');
  return updated;
}
