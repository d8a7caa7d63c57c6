import type { ApplicantCard as ApplicantCardData } from '@talent/resume-model';
import styled from 'styled-components';
import { ApplicantCard } from './ApplicantCard';

// Spec §2: 1, 2, 3 or 4 columns by screen width.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export function ApplicantGrid({ applicants }: { applicants: readonly ApplicantCardData[] }) {
  return (
    <Grid>
      {applicants.map((applicant) => (
        <li key={applicant.id}>
          <ApplicantCard applicant={applicant} />
        </li>
      ))}
    </Grid>
  );
}
