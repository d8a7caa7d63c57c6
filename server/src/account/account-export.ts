// "Download my data" (issue 34): one JSON document of everything the account holds: the account, its
// resume (the whole stored document), its photo, contact requests, views, shortlists, saved searches and
// a pending change of e-mail. Another account is named only by its id: its name, e-mail and resume never
// go into this account's file.

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  contactRequests,
  emailChanges,
  resumeViews,
  savedSearches,
  shortlistEntries,
  shortlists,
} from '../db/schema';
import type { PhotoStore } from '../photos/photo-store';
import { isPhotoName } from '../photos/photo-store';
import { findApplicantOf, type UserRow } from '../auth/users';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

export async function accountExport(db: Db, photos: PhotoStore, user: UserRow, now: Date) {
  const applicant = user.isCompany ? undefined : await findApplicantOf(db, user.id);
  const image = applicant?.resume.image;
  const stored = isPhotoName(image) ? await photos.get(image) : null;

  const requestColumns = {
    id: contactRequests.id,
    companyId: contactRequests.companyId,
    applicantId: contactRequests.applicantId,
    message: contactRequests.message,
    status: contactRequests.status,
    createdAt: contactRequests.createdAt,
    answeredAt: contactRequests.answeredAt,
  };
  const requests = applicant
    ? await db
        .select(requestColumns)
        .from(contactRequests)
        .where(eq(contactRequests.applicantId, applicant.id))
        .orderBy(asc(contactRequests.id))
    : await db
        .select(requestColumns)
        .from(contactRequests)
        .where(eq(contactRequests.companyId, user.id))
        .orderBy(asc(contactRequests.id));

  const views = applicant
    ? await db
        .select()
        .from(resumeViews)
        .where(eq(resumeViews.applicantId, applicant.id))
        .orderBy(asc(resumeViews.id))
    : await db
        .select()
        .from(resumeViews)
        .where(eq(resumeViews.viewerId, user.id))
        .orderBy(asc(resumeViews.id));

  const lists = await db
    .select()
    .from(shortlists)
    .where(eq(shortlists.companyId, user.id))
    .orderBy(asc(shortlists.id));
  const entries = await db
    .select({
      shortlistId: shortlistEntries.shortlistId,
      applicantId: shortlistEntries.applicantId,
      note: shortlistEntries.note,
      addedAt: shortlistEntries.addedAt,
    })
    .from(shortlistEntries)
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .where(eq(shortlists.companyId, user.id))
    .orderBy(asc(shortlistEntries.id));

  const searches = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.companyId, user.id))
    .orderBy(asc(savedSearches.id));
  const [emailChange] = await db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));

  return {
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      is_company: user.isCompany,
      role: user.role === 'admin' ? 'admin' : 'user',
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
      pending_email_change: emailChange
        ? { email: emailChange.newEmail, asked_at: iso(emailChange.createdAt) }
        : null,
    },
    resume: applicant
      ? {
          id: applicant.id,
          published: applicant.published,
          created_at: iso(applicant.createdAt),
          updated_at: iso(applicant.updatedAt),
          published_at: iso(applicant.publishedAt),
          // The stored document whole: every section and its document language, as saved.
          document: applicant.resume,
        }
      : null,
    photo:
      stored && isPhotoName(image)
        ? { name: image, content_type: 'image/jpeg', base64: stored.bytes.toString('base64') }
        : null,
    // Sent by a company, received by an applicant; the other side by its id only.
    contact_requests: requests.map((row) => ({
      id: row.id,
      company_id: row.companyId,
      applicant_id: row.applicantId,
      message: row.message,
      status: row.status,
      created_at: iso(row.createdAt),
      answered_at: iso(row.answeredAt),
    })),
    // Of the applicant's resume (a company's look marked, not named), or the company's looks at resumes.
    views: views.map((row) => ({
      applicant_id: row.applicantId,
      by_company: row.viewerId !== null,
      kind: row.kind,
      count: row.count,
      viewed_at: iso(row.viewedAt),
    })),
    shortlists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      created_at: iso(list.createdAt),
      entries: entries
        .filter((entry) => entry.shortlistId === list.id)
        .map((entry) => ({
          applicant_id: entry.applicantId,
          note: entry.note,
          added_at: iso(entry.addedAt),
        })),
    })),
    saved_searches: searches.map((search) => ({
      id: search.id,
      name: search.name,
      query: search.query,
      frequency: search.frequency,
      language: search.language,
      created_at: iso(search.createdAt),
    })),
  };
}
