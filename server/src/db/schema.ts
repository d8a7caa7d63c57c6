import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What `directory_card(resume)` (migration 0002; 0009 empties an e-mail its owner hides) keeps of a
 * resume: its own values, unchecked.
 */
export interface DirectoryCardSource {
  image: unknown;
  summary: unknown;
  email: unknown;
  tools: unknown;
  specializations: unknown;
}

/** A PostgreSQL full-text document, written as its text literal (src/search/search-document.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The tables of the Foundation issue. Later issues change them only through new migrations
// (`pnpm --filter @talent/server db:generate`), never by editing a committed one.

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    /** 'admin' marks an administrator (spec §3); anything else is an ordinary user. */
    role: text('role'),
    isCompany: boolean('is_company').notNull().default(false),
    /** When the account opened the confirmation link mailed to its address (issue 34); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // A company's profile (issue 34), shown to the applicants it asks; all null on an applicant's account.
    companyName: text('company_name'),
    companyCity: text('company_city'),
    companySector: text('company_sector'),
    companyWebsite: text('company_website'),
    companyDescription: text('company_description'),
    createdAt,
    updatedAt,
  },
  // One account per address whatever its letter case.
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/**
 * The link that confirms an account's address (issue 34): one pending per account (asking again replaces
 * it), single use, 24 hours. Only the SHA-256 of the token is stored.
 */
export const emailVerifications = pgTable('email_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt,
});

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the secret part of `{id}|{secret}`; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    abilities: jsonb('abilities').$type<string[]>().notNull().default(['*']),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (table) => [index('personal_access_tokens_user_id_index').on(table.userId)],
);

/** One pending reset per address; a new request replaces the previous token. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt,
});

export const applicants = pgTable(
  'applicants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The whole resume in the builder's shape (spec §3). */
    resume: jsonb('resume').$type<Record<string, unknown>>().notNull().default({}),
    published: boolean('published').notNull().default(false),
    // Copies of resume fields the directory filters on, written with the resume in one statement
    // (src/applicants/directory-columns.ts), so a filter never reads the JSON.
    fullName: text('full_name').notNull().default(''),
    city: text('city'),
    zone: text('zone'),
    gender: text('gender'),
    birthdate: date('birthdate'),
    degrees: text('degrees')
      .array()
      .notNull()
      .default(sql`'{}'`),
    freshGraduate: boolean('fresh_graduate').notNull().default(false),
    workAvailability: boolean('work_availability').notNull().default(false),
    /** Whole years of employment, overlapping jobs counted once. */
    experienceYears: integer('experience_years').notNull().default(0),
    mainSpecializationIds: integer('main_specialization_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    subSpecializationIds: integer('sub_specialization_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The languages spoken, by their English names (src/reference-data/spoken-languages.ts). Null until
     * this server version read them from the resume (src/applicants/filter-columns.ts fills those at start-up).
     */
    spokenLanguages: text('spoken_languages').array(),
    /**
     * The folded words of every searchable field, weighted by where they were written, with the name's
     * cross-script keys (src/search/search-document.ts). Null until this server version indexed the row
     * (src/search/search-index.ts fills those at start-up).
     */
    searchVector: tsvector('search_vector'),
    /**
     * The part of `search_vector` written in the name, the job title and the strengths (weights A, B
     * and C), kept by the database itself. It is small enough to stay in the row, so best match ranks
     * every match by it without reading the large document out of TOAST (migration 0010).
     */
    rankVector: tsvector('rank_vector').generatedAlwaysAs(sql`ts_filter(search_vector, '{a,b,c}')`),
    /**
     * The resume fields a directory card shows (photo, summary, e-mail, tools, specialisations), kept by
     * the database itself: a page reads this small value instead of five pieces of the large resume.
     */
    card: jsonb('card')
      .$type<DirectoryCardSource>()
      .generatedAlwaysAs(sql`directory_card(resume)`),
    /**
     * When the resume last went from hidden (or new) to published, set by the trigger of migration 0008;
     * null for resumes published before it. The saved-search digests mail resumes published since their last one.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  // The directory only ever lists published resumes, so its indexes leave drafts out.
  (table) => [
    index('applicants_published_created_at_index')
      .on(table.createdAt, table.id)
      .where(sql`${table.published}`),
    // One per sort column of the directory, so a page (and the rows skipped before a deep one) is read
    // from the index alone, in order.
    index('applicants_published_updated_at_index')
      .on(table.updatedAt, table.id)
      .where(sql`${table.published}`),
    // The digests' question: which published resumes are new since a time.
    index('applicants_published_published_at_index')
      .on(table.publishedAt)
      .where(sql`${table.published}`),
    index('applicants_published_full_name_index')
      .on(table.fullName, table.id)
      .where(sql`${table.published}`),
    index('applicants_published_experience_years_index')
      .on(table.experienceYears, table.id)
      .where(sql`${table.published}`),
    index('applicants_search_vector_index')
      .using('gin', table.searchVector)
      .where(sql`${table.published}`),
    // Not partial: the planner ANDs them with the keyword's index only when their predicates differ
    // (migration 0012).
    index('applicants_main_specialization_ids_index').using('gin', table.mainSpecializationIds),
    index('applicants_sub_specialization_ids_index').using('gin', table.subSpecializationIds),
    index('applicants_spoken_languages_index').using('gin', table.spokenLanguages),
    index('applicants_city_index')
      .on(table.city, table.createdAt)
      .where(sql`${table.published}`),
    // Whose photo a `/storage/` address is, so a hidden resume's photo is refused (issue 34).
    index('applicants_image_index').on(sql`(${table.resume} ->> 'image')`),
  ],
);

/**
 * One row whose `version` grows by one with every row written to `applicants` (the trigger of migration
 * 0003). Writers take its row lock until they commit, so versions commit in order and without gaps: a
 * reader that sees version V sees every change up to V and none after it.
 */
export const directoryState = pgTable('directory_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /**
   * How many changes `directory_changes` keeps: the trigger (migration 0013) drops the one this many
   * versions back, and every server's feed (src/applicants/directory-feed.ts) keeps as many. Its one home.
   */
  logLength: integer('log_length').notNull().default(2000),
});

/**
 * The last writes to `applicants` (`directory_state.log_length` of them, as many as a server brings kept counts forward over): the version it raised and the row's
 * columns (all but `resume` and `card`) before and after it, written by the trigger of migration 0003.
 * A server reads them once for all its filters (`src/applicants/directory-feed.ts`) and brings each kept
 * count and matches up to date from them (`src/applicants/directory.ts`) instead of counting again; a version with no row (a TRUNCATE, or a
 * change older than the log keeps) makes it count again.
 */
export const directoryChanges = pgTable('directory_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
});

/**
 * Every indexed word of five letters or more (trigger of migration 0004), so a typed word is matched to
 * the words one or two letters away (typos) through a trigram index on a table far smaller than the
 * resumes. A word no resume holds any more stays: it then matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_word_trgm_index').using('gin', table.word.op('gin_trgm_ops')),
]);

/**
 * The concept list's names (src/search/concepts, issue 35): a typed word naming a concept finds its
 * other names too. Seeded from the data files (reference-data/seed.ts).
 */
export const searchConcepts = pgTable(
  'search_concepts',
  {
    conceptId: text('concept_id').notNull(),
    category: text('category').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.conceptId, table.language, table.name] })],
);

/** Main specialisations (no parent) and their sub-specialities. Ids come from the reference data. */
export const specializations = pgTable(
  'specializations',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => specializations.id),
  },
  (table) => [index('specializations_parent_id_index').on(table.parentId)],
);

/** Named reference lists of strings (cities, degrees, skills, participation, keywords). */
export const selectables = pgTable('selectables', {
  name: text('name').primaryKey(),
  data: jsonb('data').$type<string[]>().notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Applicant photos when they are kept in the database (PHOTO_STORAGE=database, the default), so every
 * server instance serves the same ones: the name is the address under /storage/, the tag is a hash of
 * the bytes. A photo never changes; a new one gets a new name.
 */
export const photos = pgTable('photos', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt,
});

// Issue 19, the employers' side. Every row belongs to a company account (`users.is_company`) or to an
// applicant, and goes with it when the account is deleted.

/** A company's named list of applicants. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt,
    updatedAt,
  },
  (table) => [index('shortlists_company_id_index').on(table.companyId, table.id)],
);

/** An applicant on a shortlist, with the company's private note; once per list. */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shortlist_entries_shortlist_applicant_unique').on(table.shortlistId, table.applicantId),
    index('shortlist_entries_applicant_id_index').on(table.applicantId),
  ],
);

/**
 * A company's request to contact an applicant. The applicant's e-mail and phone reach the company only
 * once the applicant accepted; one pending request per company and applicant at a time.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Null once the applicant deleted their account (issue 34): the company's past request stays, read
     * as a deleted account, and names nobody.
     */
    applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** 'pending', 'accepted', 'declined' or 'withdrawn' (the applicant took an acceptance back). */
    status: text('status').notNull().default('pending'),
    /** The language the company asked in (its Accept-Language): the answer is mailed to it in this one. */
    companyLanguage: text('company_language').notNull().default('en'),
    createdAt,
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * The resume's contact e-mail and phone as they stood when the applicant accepted (issue 34): what the
     * company sees, whatever the resume says later; emptied when the applicant withdraws.
     */
    sharedEmail: text('shared_email'),
    sharedPhone: text('shared_phone'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'contact_requests_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    uniqueIndex('contact_requests_open_pair_unique')
      .on(table.companyId, table.applicantId)
      .where(sql`${table.status} = 'pending'`),
    // The company's list and its requests of the last day (the daily limit).
    index('contact_requests_company_created_at_index').on(table.companyId, table.createdAt),
    index('contact_requests_applicant_created_at_index').on(table.applicantId, table.createdAt),
  ],
);

/**
 * Views of a published resume (`view`: its page, `pdf`: a download). A signed-in company's view is one
 * row naming it; anonymous views are counted in memory and written now and then as one row per resume
 * and kind with `viewer_id` null and their `count` (src/employers/resume-views.ts).
 */
export const resumeViews = pgTable(
  'resume_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(1),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('resume_views_kind_check', sql`${table.kind} in ('view', 'pdf')`),
    check('resume_views_count_check', sql`${table.count} > 0`),
    // The applicant's last 90 days.
    index('resume_views_applicant_viewed_at_index').on(table.applicantId, table.viewedAt),
    index('resume_views_viewer_id_index').on(table.viewerId),
    // The nightly pruning deletes by age alone (saved-search-digests.ts, pruneOldResumeViews).
    index('resume_views_viewed_at_index').on(table.viewedAt),
    // Issue 34: one row per company, resume, kind and day (UTC), counted up (resume-views.ts).
    uniqueIndex('resume_views_company_day_unique')
      .on(table.applicantId, table.viewerId, table.kind, sql`((${table.viewedAt} at time zone 'UTC')::date)`)
      .where(sql`${table.viewerId} is not null`),
  ],
);

/**
 * A company's saved directory search (issue 19): `query` is the query string of
 * `GET /api/applicants/filter` as the directory sends it; a scheduler mails new matches at `frequency`.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** 'daily' or 'weekly'. */
    frequency: text('frequency').notNull(),
    /** The language the company saved it in (its Accept-Language): the digests are written in it. */
    language: text('language').notNull().default('en'),
    /**
     * Where the next digest's window starts: resumes published after it are new. The search's creation,
     * then each digest's run time; a digest is due one day (daily) or seven (weekly) after it.
     */
    digestFrom: timestamp('digest_from', { withTimezone: true }).notNull().defaultNow(),
    createdAt,
  },
  (table) => [
    check('saved_searches_frequency_check', sql`${table.frequency} in ('daily', 'weekly')`),
    index('saved_searches_company_id_index').on(table.companyId, table.id),
    // The scheduler's question: which searches are due.
    index('saved_searches_digest_from_index').on(table.digestFrom),
  ],
);

/**
 * A change of an account's sign-in e-mail waiting for its confirmation (issue 34): the link mailed to the
 * new address carries the token, of which only the SHA-256 is kept. One per account; a new request
 * replaces it.
 */
export const emailChanges = pgTable('email_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt,
});
