// The first content of the public pages, written by the server into index.html (issue 32): on a phone
// with a slow network the page's scripts take seconds, and until they run an empty root showed nothing.
// `/` carries the hero and the first page of the 'Latest' listing (what the home page's own first call
// answers), `/about` its text, `/preview/{id}` the published resume in the template the PDF prints. The
// texts are the interface's, in the page's language. The shell keeps this markup on screen until the
// remote's page has drawn its own, then swaps the two at once (shell/src/firstContent.ts).
//
// The markup follows the remote pages' own (mfe-directory: Hero, ApplicantCard, AboutPage,
// ResumePreviewPage) closely enough that the swap does not move what is read: the same theme, the same
// boxes and spacing. Everything a person wrote is a React text or attribute value, so it is escaped.

import { createMessageInstance } from '@talent/i18n/src/messages';
import { formatNumber } from '@talent/i18n/src/formats';
import { referenceLabel } from '@talent/i18n/src/reference';
import arCommon from '@talent/i18n/src/locales/ar/common.json';
import arDirectory from '@talent/i18n/src/locales/ar/directory.json';
import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbCommon from '@talent/i18n/src/locales/ckb/common.json';
import ckbDirectory from '@talent/i18n/src/locales/ckb/directory.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import common from '@talent/i18n/src/locales/en/common.json';
import directory from '@talent/i18n/src/locales/en/directory.json';
import reference from '@talent/i18n/src/locales/en/reference.json';
import type { Language } from '@talent/i18n/src/languages';
import {
  type ApplicantCard,
  applicantPhotoUrl,
  CARD_TOP_TOOLS,
  cardSummary,
  cityHasZones,
  displayText,
  type ResumeDetail,
} from '@talent/resume-model';
import { ResumeDocument } from '@talent/resume-template';
import { prepareResumeDocumentTexts } from '@talent/resume-template/server';
import { Badge } from '@talent/ui/src/badge/Badge';
import { GlobalStyle } from '@talent/ui/src/global/GlobalStyle';
import { Container } from '@talent/ui/src/layout/Container';
import { theme } from '@talent/ui/src/theme';
import { Heading } from '@talent/ui/src/typography/Heading';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';

/** The id of the element holding the server's first content; the shell takes it out (firstContent.ts). */
export const FIRST_CONTENT_ID = 'first-content';
/** The id of its style element, removed with it. */
export const FIRST_CONTENT_STYLE_ID = 'first-content-style';

const catalogue = createMessageInstance({
  en: { common, directory, reference },
  ar: { common: arCommon, directory: arDirectory, reference: arReference },
  ckb: { common: ckbCommon, directory: ckbDirectory, reference: ckbReference },
});

type Translate = (key: string, values?: Record<string, unknown>) => string;

function translatorFor(language: Language): Translate {
  return catalogue.getFixedT(language, 'directory') as unknown as Translate;
}

/** The page's first content: what goes inside the shell's root, and its styles for the <head>. */
export interface FirstContent {
  markup: string;
  styles: string;
}

// The shell's navigation bar is the same height on every page (Navbar.tsx: at least 4 rem and a
// border): this bar holds its place, with the product's name where the brand link is.
const Bar = styled.header`
  border-block-end: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const BarRow = styled.div`
  display: flex;
  align-items: center;
  min-block-size: 4rem;
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
`;

function NavigationBar({ product }: { product: string }) {
  return (
    <Bar>
      <Container>
        <BarRow>
          <Brand href="/">{product}</Brand>
        </BarRow>
      </Container>
    </Bar>
  );
}

// ---- `/`: mfe-directory's Hero, TalentPool's headings and ApplicantGrid/ApplicantCard ----

const Band = styled.section`
  padding-block: ${theme.space.xxl};
  background: ${theme.colors.primarySoft};
`;

const HeroLayout = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  text-align: center;

  h1 {
    text-align: center;
  }
`;

const Tagline = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`;

const Counter = styled.p`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xxs};
  color: ${theme.colors.textMuted};
`;

const CounterValue = styled.span`
  min-inline-size: 6ch;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.lineHeights.tight};
`;

const RoundLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 3rem;
  padding-inline: ${theme.space.xl};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
`;

const CandidatesLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
`;

const SearchArea = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xl} ${theme.space.lg};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const Listing = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  padding-block-end: ${theme.space.xxl};
`;

const ListingHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  block-size: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Photo = styled.img`
  flex-shrink: 0;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
`;

const UserIcon = styled.svg`
  flex-shrink: 0;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: 50%;
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.borderStrong};
`;

const TitleBlock = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  min-inline-size: 0;
`;

const Name = styled.h3`
  min-inline-size: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const CardLink = styled.a`
  color: ${theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const JobTitle = styled.p`
  font-weight: ${theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs} ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Summary = styled.p`
  flex: 1;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const SeeMore = styled.a`
  position: relative;
  z-index: 1;
  margin-inline-start: ${theme.space.xxs};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
`;

const Tools = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

/** The texts and numbers of one page, in its language. */
interface PageWords {
  t: Translate;
  language: Language;
}

function Card({ applicant, words: { t, language } }: { applicant: ApplicantCard; words: PageWords }) {
  const name = displayText(applicant.contact?.fullName) ?? t('card.unnamed');
  const jobTitle = displayText(applicant.jobTitle);
  const city = displayText(applicant.city);
  const zone = city !== null && cityHasZones(city) ? displayText(applicant.zone) : null;
  const referenceT = t as unknown as Parameters<typeof referenceLabel>[0];
  const place =
    city === null
      ? null
      : zone === null
        ? referenceLabel(referenceT, 'city', city)
        : t('card.cityZone', {
            city: referenceLabel(referenceT, 'city', city),
            zone: referenceLabel(referenceT, 'zone', zone),
          });
  const years = applicant.experienceYears ?? 0;
  const photo = applicantPhotoUrl(applicant.image);
  const summary = cardSummary(applicant.summary);
  const tools = (applicant.topTools ?? [])
    .map((tool) => displayText(tool?.item))
    .filter((tool): tool is string => tool !== null)
    .slice(0, CARD_TOP_TOOLS);
  const available = applicant.contact?.workAvailability === true;
  const href = `/preview/${applicant.id}`;
  return (
    <Article>
      <Top>
        {photo === null ? (
          <UserIcon viewBox="0 0 56 56" aria-hidden="true" focusable="false">
            <circle cx="28" cy="22" r="10" fill="currentColor" />
            <path d="M10 48c2-10 9-15 18-15s16 5 18 15z" fill="currentColor" />
          </UserIcon>
        ) : (
          <Photo src={photo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        )}
        <TitleBlock>
          <Name dir="auto">
            <CardLink href={href} target="_blank" rel="noopener" aria-label={t('card.openLabel', { name })}>
              {name}
            </CardLink>
          </Name>
          {jobTitle !== null && <JobTitle dir="auto">{jobTitle}</JobTitle>}
        </TitleBlock>
      </Top>
      {(place !== null || years > 0) && (
        <Facts>
          {place !== null && <li>{place}</li>}
          {years > 0 && (
            <li>{t('card.years', { count: years, formatted: formatNumber(years, language) })}</li>
          )}
        </Facts>
      )}
      {summary.text !== '' && (
        <Summary dir="auto">
          {summary.text}
          {summary.truncated && (
            <SeeMore href={href} target="_blank" rel="noopener" aria-label={t('card.seeMoreLabel', { name })}>
              {t('card.seeMore')}
            </SeeMore>
          )}
        </Summary>
      )}
      {tools.length > 0 && (
        <Tools aria-label={t('card.topTools')}>
          {tools.map((tool, index) => (
            <li key={index}>
              <Badge tone="info" dir="auto">
                {tool}
              </Badge>
            </li>
          ))}
        </Tools>
      )}
      <CardFooter>
        <Badge tone={available ? 'success' : 'neutral'}>
          {available ? t('filters.availability.available') : t('filters.availability.employed')}
        </Badge>
      </CardFooter>
    </Article>
  );
}

/** The first page of the 'Latest' listing, as `GET /api/applicants/filter` answers it. */
export interface LatestPage {
  data: ApplicantCard[];
  total: number;
}

function HomeContent({ latest, words }: { latest: LatestPage | null; words: PageWords }) {
  const { t, language } = words;
  return (
    <>
      <Band aria-labelledby="first-hero-heading">
        <HeroLayout>
          <Heading level={1} id="first-hero-heading">
            {t('hero.title')}
          </Heading>
          <Tagline>{t('hero.tagline')}</Tagline>
          {latest !== null && (
            <Counter>
              <CounterValue>{formatNumber(latest.total, language)}</CounterValue>
              <span>{t('hero.counterLabel')}</span>
            </Counter>
          )}
          <RoundLink href="/signup">{t('hero.buildYours')}</RoundLink>
          <CandidatesLink href="#first-applicants">{t('hero.goToCandidates')}</CandidatesLink>
        </HeroLayout>
      </Band>
      <Container>
        <SearchArea>
          <Heading level={2}>{t('search.heading')}</Heading>
          <Muted>{t('search.intro')}</Muted>
        </SearchArea>
        {latest !== null && (
          <Listing id="first-applicants" aria-labelledby="first-applicants-heading">
            <ListingHeader>
              <Heading level={2} id="first-applicants-heading">
                {t('listing.heading')}
              </Heading>
              <Muted>
                {t('listing.total', { count: latest.total, formatted: formatNumber(latest.total, language) })}
              </Muted>
            </ListingHeader>
            {latest.data.length === 0 ? (
              <Muted>{t('listing.empty')}</Muted>
            ) : (
              <Grid>
                {latest.data.map((applicant) => (
                  <li key={applicant.id}>
                    <Card applicant={applicant} words={words} />
                  </li>
                ))}
              </Grid>
            )}
          </Listing>
        )}
      </Container>
    </>
  );
}

// ---- `/about`: mfe-directory's AboutPage ----

const AboutLayout = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl} ${theme.space.xxl};
`;

const Intro = styled.p`
  max-inline-size: 48rem;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin-block: ${theme.space.md} 0;
  padding: 0;
  list-style: none;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Feature = styled.li`
  display: grid;
  align-content: start;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;

/** Spec §2: the seven features, in the spec's order (as AboutPage lists them). */
const ABOUT_FEATURES = Object.keys(directory.about.features);

function AboutContent({ words: { t } }: { words: PageWords }) {
  return (
    <AboutLayout>
      <Heading level={1}>{t('about.title')}</Heading>
      <Intro>{t('about.intro')}</Intro>
      <section aria-labelledby="first-features-heading">
        <Heading level={2} id="first-features-heading">
          {t('about.featuresHeading')}
        </Heading>
        <Features>
          {ABOUT_FEATURES.map((feature) => (
            <Feature key={feature}>
              <Heading level={3}>{t(`about.features.${feature}.title`)}</Heading>
              <Muted>{t(`about.features.${feature}.body`)}</Muted>
            </Feature>
          ))}
        </Features>
      </section>
    </AboutLayout>
  );
}

// ---- `/preview/{id}`: mfe-directory's ResumePreviewPage ----

const PreviewPage = styled.div`
  min-block-size: 100vh;
  padding-block: ${theme.space.lg} ${theme.space.xxl};
  background: ${theme.colors.surfaceMuted};
`;

// The toolbar's height (its Download PDF button, 44 px) is held, so the document does not move when
// the page's own toolbar replaces this one.
const Toolbar = styled.div`
  min-block-size: 2.75rem;
  max-inline-size: 794px;
  margin-inline: auto;
  margin-block-end: ${theme.space.md};
`;

const Paper = styled.div`
  max-inline-size: 794px;
  margin-inline: auto;
  overflow-x: auto;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.md};
`;

function PreviewContent({ resume }: { resume: ResumeDetail }) {
  return (
    <PreviewPage>
      <Container>
        <Toolbar />
        <Paper>
          <ResumeDocument resume={resume} specializations={[]} />
        </Paper>
      </Container>
    </PreviewPage>
  );
}

/** What a public page shows first, as the server knows it. */
export type FirstPage =
  | {
      page: 'home';
      latest: LatestPage | null;
      /** The API's answers to the page's first reads, by their `readKey` (@talent/resume-model), for its script. */
      answers: Readonly<Record<string, unknown>>;
    }
  | { page: 'about' }
  | {
      page: 'preview';
      resume: ResumeDetail;
      /** The API's answer to the page's read of its resume, by its `readKey`, for its script. */
      answers: Readonly<Record<string, unknown>>;
    };

function contentOf(first: FirstPage, words: PageWords): ReactElement {
  switch (first.page) {
    case 'home':
      return <HomeContent latest={first.latest} words={words} />;
    case 'about':
      return <AboutContent words={words} />;
    case 'preview':
      return <PreviewContent resume={first.resume} />;
  }
}

/**
 * The CSS a style sheet collected, without styled-components' own markers (the comments and the rules
 * naming its groups): the page's styled-components must not take this style element over as theirs.
 */
function cssOf(sheet: ServerStyleSheet): string {
  return sheet.instance
    .toString()
    .replace(/\/\*!sc\*\/\n?/g, '')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '');
}

/**
 * The resume document's rules with the browser's own sans-serif face instead of the resume's bundled
 * ones. The page's script declares those faces (resume-template's ResumeFonts) while this copy is still
 * on screen: had it named them, their arrival would redraw this copy under the reader's eyes (a bold
 * Arabic name in Cairo takes a second line, and everything under it moved: CLS 0.08). The script's own
 * document waits for them while hidden and replaces this one in a single frame.
 */
function withoutResumeFaces(css: string): string {
  return css.replace(/font-family:'Resume [^;}]*/g, 'font-family:sans-serif');
}

/**
 * The first content of a public page in `language`: the navigation bar's place and the page, with its
 * CSS. The page's rules are scoped to the first content (`#first-content …`), so they cannot touch the
 * shell's own markup; the base rules are the design system's (GlobalStyle), which the shell sets anyway.
 */
export function renderFirstContent(first: FirstPage, language: Language): FirstContent {
  if (first.page === 'preview') prepareResumeDocumentTexts();
  const words: PageWords = { t: translatorFor(language), language };
  const product = (catalogue.getFixedT(language, 'common') as unknown as Translate)('product');
  const base = new ServerStyleSheet();
  const scoped = new ServerStyleSheet();
  try {
    renderToString(
      base.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    const markup = renderToString(
      scoped.collectStyles(
        <StyleSheetManager namespace={`#${FIRST_CONTENT_ID}`}>
          <ThemeProvider theme={theme}>
            <NavigationBar product={product} />
            <main>{contentOf(first, words)}</main>
          </ThemeProvider>
        </StyleSheetManager>,
      ),
    );
    return { markup, styles: `${cssOf(base)}${withoutResumeFaces(cssOf(scoped))}` };
  } finally {
    base.seal();
    scoped.seal();
  }
}
