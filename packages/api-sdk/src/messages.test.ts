import { ApiError } from './errors';
import { profileLoadErrorMessage } from './messages';

// The failures as the client hands them over: `answer(status, server message, field errors)`.
const noResponse = new ApiError('An error occurred. Please try again.', null);
const answer = (status: number, serverMessage: string | null = null, errors: Record<string, string[]> = {}) =>
  new ApiError(serverMessage ?? 'An error occurred. Please try again.', status, serverMessage, errors);

type Case = [situation: string, error: unknown, message: string];
/** Titles read as the spec does: "404 → User not found. Please check your email." */
const rows = (cases: Case[]) =>
  cases.map(([situation, error, message]) => [situation, message, error] as const);

describe("spec §8 'Profile load after login'", () => {
  it.each(
    rows([
      ['no response', noResponse, 'Network error while loading profile. Please try again.'],
      [
        '404',
        answer(404, 'Not Found'),
        'Your profile is not found. It may not be fully set up or attached to your account. Please contact support.',
      ],
      [
        '401',
        answer(401, 'Unauthenticated.'),
        'Authentication failed while loading profile. Please log in again.',
      ],
      ['another status with a server message', answer(500, 'Server Error'), 'Server Error'],
      ['another status without one', answer(502), 'Failed to load your profile. Please try again.'],
      ['an answer without a user', answer(200), 'Failed to load your profile. Please try again.'],
    ]),
  )('%s → %s', (_situation, message, error) => {
    expect(profileLoadErrorMessage(error)).toBe(message);
  });
});
