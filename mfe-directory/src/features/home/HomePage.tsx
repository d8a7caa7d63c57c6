import { Container } from '@talent/ui';
import { useState } from 'react';
import { Hero } from './components/Hero';
import { TalentPool } from './components/TalentPool';
import { useScrollToSearchAreaOnLoad } from './hooks/useScrollToSearchArea';
import { useTotalResumes } from './hooks/useStatistics';

/** `/`: the hero with the resume counter, then the Talent Pool search and applicant grid (spec §2). */
export default function HomePage() {
  const totalResumes = useTotalResumes();
  // Issue 23: once the unfiltered list has its total, the counter shows that same number, so the two
  // never disagree (a resume published between the two calls, say).
  const [listTotal, setListTotal] = useState<number | null>(null);
  const goToCandidates = useScrollToSearchAreaOnLoad();
  return (
    <>
      <Hero totalResumes={listTotal ?? totalResumes} onGoToCandidates={goToCandidates} />
      <Container>
        <TalentPool onUnfilteredTotal={setListTotal} />
      </Container>
    </>
  );
}
