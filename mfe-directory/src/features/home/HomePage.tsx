import { Container } from '@talent/ui';
import { Hero } from './components/Hero';
import { TalentPool } from './components/TalentPool';
import { useScrollToSearchAreaOnLoad } from './hooks/useScrollToSearchArea';
import { useTotalResumes } from './hooks/useStatistics';

/** `/`: the hero with the resume counter, then the Talent Pool search and applicant grid (spec §2). */
export default function HomePage() {
  const totalResumes = useTotalResumes();
  const goToCandidates = useScrollToSearchAreaOnLoad();
  return (
    <>
      <Hero totalResumes={totalResumes} onGoToCandidates={goToCandidates} />
      <Container>
        <TalentPool />
      </Container>
    </>
  );
}
