import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The fields of an account form, one under the other; the browser's own validation bubbles stay off. */
export const AccountForm = styled.form.attrs({ noValidate: true })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const SubmitRow = styled.div`
  display: grid;
  padding-block-start: ${({ theme }) => theme.space.xs};
`;

export const TextLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** A link under a field, pushed to the end of the line (the right in English, the left in Arabic). */
export const FieldLinkRow = styled.p`
  margin-block-start: -${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: end;
`;
