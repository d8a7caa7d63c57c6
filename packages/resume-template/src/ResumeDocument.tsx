import { genderContext, i18n, referenceLabel, type GenderContext } from '@talent/i18n';
import { calendarOf, calendarWords, type DatesTexts } from '@talent/i18n/src/calendar';
import { formatNumber } from '@talent/i18n/src/formats';
import { type Language, languageDirection } from '@talent/i18n/src/languages';
import {
  type Activity,
  applicantPhotoUrl,
  type Contact,
  type Course,
  type DetailSpecialization,
  displaySummary,
  type DateLocale,
  displayText,
  documentLanguageOf,
  isPresent,
  linkAddressText,
  linkHref,
  type ProjectEntry,
  type Duration,
  durationDisplay,
  type EducationEntry,
  type EmploymentEntry,
  ENTRY_SECTIONS,
  type EntryOf,
  type EntrySectionKey,
  emailHref,
  groupedPhone,
  isListSectionShown,
  locationParts,
  type MainSpecialization,
  phoneHrefs,
  PRESENT,
  type RatedItem,
  ratingLabel,
  type ResumeDetail,
  type VolunteeringEntry,
  shownBirthdate,
  shownEmail,
  specializationNameLookup,
  visibleLinks,
  visibleSkills,
  workAvailabilityKey,
  yearDisplay,
} from '@talent/resume-model';
import { type ComponentType, createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { hasDocumentTexts, loadDocumentTexts } from './documentTexts';
import * as S from './styles';

export interface ResumeDocumentProps {
  /** The resume as `GET /api/applicants/{id}` returns it. */
  resume: ResumeDetail;
  /** The specialisations reference list; names missing from it come from the resume's own rows. */
  specializations: readonly MainSpecialization[];
  /**
   * Where the photo is loaded from, instead of the address `applicantPhotoUrl` gives (the PDF embeds
   * the file); null shows the placeholder (the file is missing). Only used when the resume has a
   * photo the display rules allow.
   */
  photoSrc?: string | null;
}

/**
 * The document's texts in its own language (not the page's), looked up once for the whole document:
 * every section asking react-i18next for them (a wrapper of the i18n instance and a bound `t` each
 * time) was a tenth of the server's render of a resume for the PDF.
 */
export interface ResumeTexts {
  t: ReturnType<typeof i18n.getFixedT<'resume'>>;
  language: Language;
  /** How months and years are written (`calendarOf` of the document's language). */
  monthYear: DateLocale;
  /** A day written in full ('April 12, 1996'). */
  fullDate: (date: Date) => string;
  /** The applicant's grammatical gender, for the texts about them (Arabic «متاحة للعمل», «متحدثة»). */
  gender: GenderContext | undefined;
}

const ResumeTextsContext = createContext<ResumeTexts | null>(null);

function useResumeTexts(): ResumeTexts {
  const texts = useContext(ResumeTextsContext);
  if (texts === null) throw new Error('A part of the resume was rendered outside ResumeDocument.');
  return texts;
}

/**
 * User-written text: laid out in its own direction, isolated from the text around it. In a list item
 * it is the item's text, not the item, that takes its own direction: the bullet stays on the
 * document's side.
 */
function Own({ children }: { children: string }) {
  return <bdi dir="auto">{children}</bdi>;
}

/** A duration as the document writes it ('January 2019 – Present'), or null when it has no date. */
export function durationText(
  duration: Duration,
  { t, monthYear }: Pick<ResumeTexts, 't' | 'monthYear'>,
): string | null {
  const { start, end: endDate } = durationDisplay(duration, monthYear);
  const end = isPresent(duration.end_year) ? referenceLabel(t, 'endYear', PRESENT) : endDate;
  if (start === null && end === null) return null;
  return start !== null && end !== null ? t('duration', { start, end }) : (start ?? end);
}

function DurationLine({ duration }: { duration: Duration }) {
  const text = durationText(duration, useResumeTexts());
  return text === null ? null : <S.EntryLine>{text}</S.EntryLine>;
}

function ResumeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `resume-${id}`;
  return (
    <S.Section aria-labelledby={headingId}>
      <S.SectionHeading id={headingId}>{title}</S.SectionHeading>
      {children}
    </S.Section>
  );
}

function PhotoPlaceholder({ label }: { label: string }) {
  return (
    <S.PhotoPlaceholder role="img" aria-label={label} viewBox="0 0 112 112">
      <circle cx="56" cy="44" r="20" fill="currentColor" />
      <path d="M20 96c4-20 18-30 36-30s32 10 36 30z" fill="currentColor" />
    </S.PhotoPlaceholder>
  );
}

function Header({ resume, photoSrc }: { resume: ResumeDetail; photoSrc?: string | null }) {
  const { t } = useResumeTexts();
  const { contact } = resume;
  const allowed = applicantPhotoUrl(resume.image);
  const photoUrl = allowed === null || photoSrc === null ? null : (photoSrc ?? allowed);
  const name = displayText(contact.fullName);
  const welcome = displayText(contact.welcome_message);
  const jobTitle = displayText(contact.job_title);
  return (
    <S.Header>
      {photoUrl === null ? (
        <PhotoPlaceholder label={t('photo.placeholder')} />
      ) : (
        <S.Photo src={photoUrl} alt={t('photo.alt', { name: name ?? '' })} />
      )}
      <S.Identity>
        {welcome !== null && <S.Welcome dir="auto">{welcome}</S.Welcome>}
        {name !== null && <S.Name dir="auto">{name}</S.Name>}
        {jobTitle !== null && <S.JobTitle dir="auto">{jobTitle}</S.JobTitle>}
      </S.Identity>
    </S.Header>
  );
}

function ContactDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <S.ContactItem>
      <S.ContactLabel>
        {label}:<S.ContactGap> </S.ContactGap>
      </S.ContactLabel>
      <S.ContactValue>{children}</S.ContactValue>
    </S.ContactItem>
  );
}

/**
 * Months, years and days in the document's language, as `calendarOf` writes them in every runtime:
 * Kurdish from the catalogue (Chromium's ICU has none, Node's spells December otherwise), numbers in
 * Arabic-Indic digits in Node and in Chromium alike, so the public page, the preview and the PDF agree.
 */
export function documentDates(
  t: ResumeTexts['t'],
  language: Language,
): Pick<ResumeTexts, 'monthYear' | 'fullDate'> {
  const calendar = calendarOf(language, calendarWords(t as unknown as DatesTexts));
  return { monthYear: calendar.monthYear, fullDate: calendar.fullDate };
}

export function birthdateText(birthdate: string, fullDate: ResumeTexts['fullDate']): string | null {
  const text = displayText(birthdate);
  if (text === null) return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) return text;
  return fullDate(date);
}

/**
 * The birth date as its owner chose to show it (issue #23): the date, the age, or nothing. The age is
 * counted today from the date in the owner's own copy (the builder's preview), or is the one the
 * public answer carries in its place.
 */
function BirthdateDetail({ contact }: { contact: Contact }) {
  const { t, language, fullDate } = useResumeTexts();
  const shown = shownBirthdate(contact, new Date());
  if (shown === null) return null;
  if (shown.kind === 'age') {
    return <ContactDetail label={t('contact.age')}>{formatNumber(shown.years, language)}</ContactDetail>;
  }
  const text = birthdateText(shown.birthdate, fullDate);
  return text === null ? null : <ContactDetail label={t('contact.birthdate')}>{text}</ContactDetail>;
}

/** A phone or an e-mail, left to right in any document, as a tel:/mailto: link when it is one (issue #23). */
function ContactLink({ href, children }: { href: string | null; children: string }) {
  const text = <bdi dir="ltr">{children}</bdi>;
  return href === null ? text : <S.Link href={href}>{text}</S.Link>;
}

function ContactStrip({ resume }: { resume: ResumeDetail }) {
  const { t, gender } = useResumeTexts();
  const { contact } = resume;
  const phone = contact.phone.showPhone ? displayText(contact.phone.phone) : null;
  const email = displayText(shownEmail(contact));
  const [city, zone] = locationParts(contact);
  const location = [
    ...(city === undefined ? [] : [referenceLabel(t, 'city', city)]),
    ...(zone === undefined ? [] : [referenceLabel(t, 'zone', zone)]),
  ];
  // Spec §2 shows the strip for a visible phone or e-mail; with both private by default (issue 34) a
  // location or a shown birth date also carries it (docs/decisions.md, "Contact strip").
  const shownBirth = shownBirthdate(contact, new Date());
  if (phone === null && email === null && location.length === 0 && shownBirth === null) return null;
  return (
    <S.ContactStrip aria-label={t('contact.heading')}>
      {phone !== null && (
        <ContactDetail label={t('contact.phone')}>
          <ContactLink href={phoneHrefs(phone)?.tel ?? null}>{groupedPhone(phone)}</ContactLink>
        </ContactDetail>
      )}
      {email !== null && (
        <ContactDetail label={t('contact.email')}>
          <ContactLink href={emailHref(email)}>{email}</ContactLink>
        </ContactDetail>
      )}
      {location.length > 0 && (
        <ContactDetail label={t('contact.location')}>
          <Own>{location.join(t('listSeparator'))}</Own>
        </ContactDetail>
      )}
      <ContactDetail label={t('contact.availability')}>
        {referenceLabel(
          t,
          'workAvailability',
          workAvailabilityKey(contact.workAvailability),
          undefined,
          gender,
        )}
      </ContactDetail>
      <BirthdateDetail contact={contact} />
    </S.ContactStrip>
  );
}

export interface SpecializationGroup {
  id: number;
  name: string;
  subs: Array<{ id: number; name: string }>;
}

export function specializationGroups(
  rows: readonly DetailSpecialization[],
  reference: readonly MainSpecialization[],
): SpecializationGroup[] {
  const fromReference = specializationNameLookup(reference);
  const fromRows = specializationNameLookup(rows);
  const known = new Set(reference.flatMap((main) => [main.id, ...main.children.map((child) => child.id)]));
  const nameOf = (id: number) => (known.has(id) ? fromReference(id) : fromRows(id));
  return rows
    .filter((row) => row.main_specialization_id === null)
    .map((main) => ({
      id: main.id,
      name: nameOf(main.id),
      subs: rows
        .filter((row) => row.main_specialization_id === main.id)
        .map((sub) => ({ id: sub.id, name: nameOf(sub.id) })),
    }));
}

function Specializations({ groups }: { groups: SpecializationGroup[] }) {
  const { t } = useResumeTexts();
  return (
    <ResumeSection id="specializations" title={t('sections.specializations')}>
      <S.EntryList>
        {groups.map((group) => (
          <S.Entry key={group.id}>
            <S.EntryTitle dir="auto">
              {referenceLabel(t, 'specialization', group.id, group.name)}
            </S.EntryTitle>
            {group.subs.length > 0 && (
              <S.SubList>
                {group.subs.map((sub) => (
                  <li key={sub.id}>
                    <Own>{referenceLabel(t, 'specialization', sub.id, sub.name)}</Own>
                  </li>
                ))}
              </S.SubList>
            )}
          </S.Entry>
        ))}
      </S.EntryList>
    </ResumeSection>
  );
}

function Education({ entries }: { entries: readonly EducationEntry[] }) {
  const { t, gender } = useResumeTexts();
  return (
    <ResumeSection id="education" title={t('sections.education')}>
      <S.EntryList>
        {entries.map((entry, index) => {
          const institute = displayText(entry.institute);
          if (institute === null) return null;
          const stored = displayText(entry.degree);
          const degree = stored === null ? null : referenceLabel(t, 'degree', stored, undefined, gender);
          return (
            <S.Entry key={index}>
              <S.EntryTitle dir="auto">{institute}</S.EntryTitle>
              {degree !== null && <S.EntryLine dir="auto">{degree}</S.EntryLine>}
              <DurationLine duration={entry.duration} />
            </S.Entry>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

function Employment({ entries }: { entries: readonly EmploymentEntry[] }) {
  const { t } = useResumeTexts();
  return (
    <ResumeSection id="employment" title={t('sections.employment')}>
      <S.EntryList>
        {entries.map((entry, index) => {
          const title = displayText(entry.title);
          if (title === null) return null;
          const employer = displayText(entry.employer);
          const responsibilities = visibleSkills(entry.responsibilities ?? []);
          return (
            <S.Entry key={index}>
              <S.EntryTitle dir="auto">{title}</S.EntryTitle>
              {employer !== null && <S.EntryLine dir="auto">{employer}</S.EntryLine>}
              <DurationLine duration={entry.duration} />
              {responsibilities.length > 0 && (
                <S.Responsibilities>
                  {responsibilities.map((responsibility, item) => (
                    <li key={item}>
                      <Own>{responsibility}</Own>
                    </li>
                  ))}
                </S.Responsibilities>
              )}
            </S.Entry>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

function Courses({ entries }: { entries: readonly Course[] }) {
  const { t } = useResumeTexts();
  return (
    <ResumeSection id="courses" title={t('sections.courses')}>
      <S.EntryList>
        {entries.map((course, index) => {
          const title = displayText(course.title);
          if (title === null) return null;
          const entity = displayText(course.entity);
          const stored = displayText(course.duration);
          const duration = stored === null ? null : referenceLabel(t, 'courseDuration', stored);
          return (
            <S.Entry key={index}>
              <S.EntryTitle dir="auto">{title}</S.EntryTitle>
              {entity !== null && <S.EntryLine dir="auto">{entity}</S.EntryLine>}
              {duration !== null && <S.EntryLine>{duration}</S.EntryLine>}
            </S.Entry>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

function Activities({ entries }: { entries: readonly Activity[] }) {
  const { t, monthYear, gender } = useResumeTexts();
  const separator = t('listSeparator');
  return (
    <ResumeSection id="activities" title={t('sections.activities')}>
      <S.EntryList>
        {entries.map((activity, index) => {
          const title = displayText(activity.title);
          if (title === null) return null;
          const stored = displayText(activity.participatedAs);
          const role = stored === null ? null : referenceLabel(t, 'participation', stored, undefined, gender);
          const year = yearDisplay(activity.year, monthYear);
          return (
            <S.Entry key={index}>
              <S.EntryTitle dir="auto">{title}</S.EntryTitle>
              {(role !== null || year !== null) && (
                <S.EntryLine>
                  {role !== null && year !== null ? (
                    <>
                      <Own>{role}</Own>
                      {separator}
                      {year}
                    </>
                  ) : role !== null ? (
                    <Own>{role}</Own>
                  ) : (
                    year
                  )}
                </S.EntryLine>
              )}
            </S.Entry>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

function Projects({ entries }: { entries: readonly ProjectEntry[] }) {
  const { t } = useResumeTexts();
  return (
    <ResumeSection id="projects" title={t('sections.projects')}>
      <S.EntryList>
        {entries.map((project, index) => {
          const name = displayText(project.name);
          if (name === null) return null;
          const description = displayText(project.description);
          const href = linkHref(project.url);
          return (
            <S.Entry key={index}>
              <S.EntryTitle dir="auto">{name}</S.EntryTitle>
              <DurationLine duration={project} />
              {description !== null && <S.Paragraph dir="auto">{description}</S.Paragraph>}
              {href !== null && (
                <S.EntryLine>
                  <S.Link href={href}>
                    <bdi dir="ltr">{linkAddressText(href)}</bdi>
                  </S.Link>
                </S.EntryLine>
              )}
            </S.Entry>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

function Volunteering({ entries }: { entries: readonly VolunteeringEntry[] }) {
  const { t } = useResumeTexts();
  return (
    <ResumeSection id="volunteering" title={t('sections.volunteering')}>
      <S.EntryList>
        {entries.map((entry, index) => {
          const organization = displayText(entry.organization);
          if (organization === null) return null;
          const role = displayText(entry.role);
          const summary = displayText(entry.summary);
          return (
            <S.Entry key={index}>
              <S.EntryTitle dir="auto">{organization}</S.EntryTitle>
              {role !== null && <S.EntryLine dir="auto">{role}</S.EntryLine>}
              <DurationLine duration={entry.duration} />
              {summary !== null && <S.Paragraph dir="auto">{summary}</S.Paragraph>}
            </S.Entry>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

function RatedItems({ id, title, items }: { id: string; title: string; items: readonly RatedItem[] }) {
  const { t } = useResumeTexts();
  return (
    <ResumeSection id={id} title={title}>
      <S.EntryList>
        {items.map((rated, index) => {
          const item = displayText(rated.item);
          if (item === null) return null;
          // A spoken language stored by its English key (العربية = Arabic = عەرەبی) prints in the document's
          // language; anything else is the applicant's own words.
          const shown = id === 'languages' ? referenceLabel(t, 'language', item) : item;
          return (
            <S.RatedRow key={index}>
              <Own>{shown}</Own>
              <S.Level>{referenceLabel(t, 'rating', ratingLabel(rated.rating))}</S.Level>
            </S.RatedRow>
          );
        })}
      </S.EntryList>
    </ResumeSection>
  );
}

/**
 * Each entry section's part of the document (`ENTRY_SECTIONS` of @talent/resume-model gives their
 * order and when they show): a new section's key asks for its part here.
 */
const SECTION_PARTS: { [K in EntrySectionKey]: ComponentType<{ entries: readonly EntryOf<K>[] }> } = {
  employment: Employment,
  courses: Courses,
  activities: Activities,
  projects: Projects,
  volunteering: Volunteering,
};

/**
 * The document's texts in `language`. In the browser Arabic and Kurdish arrive with the first resume
 * that needs them: until then the document suspends (the page keeps what it showed).
 */
function useDocumentTexts(language: Language, gender: GenderContext | undefined): ResumeTexts {
  if (!hasDocumentTexts(language)) use(loadDocumentTexts(language));
  return useMemo(() => {
    const t = i18n.getFixedT(language, 'resume');
    return { t, language, gender, ...documentDates(t, language) };
  }, [language, gender]);
}

/**
 * The whole resume (spec §2 'Resume preview page'): one document for the public page, the builder's
 * preview and the PDF.
 */
export function ResumeDocument({ resume, specializations, photoSrc }: ResumeDocumentProps) {
  const language = documentLanguageOf(resume);
  const texts = useDocumentTexts(language, genderContext(resume.contact.gender));
  const { t } = texts;
  const summary = displaySummary(resume.summary);
  const groups = specializationGroups(resume.specializations, specializations);
  const showEducation = isListSectionShown('education', resume.education);
  const links = visibleLinks(resume.contact.links ?? []);
  const skills = visibleSkills(resume.skills);
  const showLanguages = isListSectionShown('languages', resume.languages);
  const showTools = isListSectionShown('tools', resume.tools);
  const besideEducation = [groups.length > 0, showEducation].filter(Boolean).length;
  const bottomColumns = [showLanguages, skills.length > 0, showTools].filter(Boolean).length;

  return (
    <ResumeTextsContext.Provider value={texts}>
      <S.Sheet lang={language} dir={languageDirection(language)}>
        <Header resume={resume} photoSrc={photoSrc} />
        <ContactStrip resume={resume} />
        {summary !== null && (
          <ResumeSection id="summary" title={t('sections.summary')}>
            <S.Paragraph dir="auto">{summary}</S.Paragraph>
          </ResumeSection>
        )}
        {besideEducation > 0 && (
          <S.Columns $template={besideEducation === 2 ? '1fr 2fr' : '1fr'}>
            {groups.length > 0 && <Specializations groups={groups} />}
            {showEducation && <Education entries={resume.education} />}
          </S.Columns>
        )}
        {ENTRY_SECTIONS.map(({ key }) => {
          const entries: readonly object[] = resume[key] ?? [];
          if (!isListSectionShown(key, entries)) return null;
          const Part = SECTION_PARTS[key] as ComponentType<{ entries: readonly object[] }>;
          return <Part key={key} entries={entries} />;
        })}
        {links.length > 0 && (
          <ResumeSection id="links" title={t('sections.links')}>
            <S.PlainList>
              {links.map((link, index) => (
                <li key={index}>
                  <S.Link href={link.href} dir="auto">
                    {link.text}
                  </S.Link>
                  {link.address !== null && (
                    <>
                      {' '}
                      <S.LinkAddress dir="ltr">{link.address}</S.LinkAddress>
                    </>
                  )}
                </li>
              ))}
            </S.PlainList>
          </ResumeSection>
        )}
        {bottomColumns > 0 && (
          <S.Columns $template={`repeat(${bottomColumns}, minmax(0, 1fr))`}>
            {showLanguages && (
              <RatedItems id="languages" title={t('sections.languages')} items={resume.languages} />
            )}
            {skills.length > 0 && (
              <ResumeSection id="skills" title={t('sections.skills')}>
                <S.PlainList>
                  {skills.map((skill, index) => (
                    <li key={index}>
                      <Own>{referenceLabel(t, 'skill', skill)}</Own>
                    </li>
                  ))}
                </S.PlainList>
              </ResumeSection>
            )}
            {showTools && <RatedItems id="tools" title={t('sections.tools')} items={resume.tools} />}
          </S.Columns>
        )}
      </S.Sheet>
    </ResumeTextsContext.Provider>
  );
}
