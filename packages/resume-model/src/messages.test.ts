import { PERSONAL_MESSAGES, SUMMARY_MESSAGES, sectionsToFixMessage } from './messages';

describe('validation messages (spec §5)', () => {
  it('asks for a ten-word summary in the spec’s words', () => {
    expect(SUMMARY_MESSAGES.tooShort).toBe('Professional Summary must be at least 10 words.');
  });

  it('opens the phone error with the spec’s text and quotes two accepted forms', () => {
    expect(PERSONAL_MESSAGES.phoneInvalid).toMatch(/^Invalid phone number format/);
    expect(PERSONAL_MESSAGES.phoneInvalid).toContain('+9647701234567');
    expect(PERSONAL_MESSAGES.phoneInvalid).toContain('07701234567');
  });

  it('lists the failing sections after the submit-level message', () => {
    expect(sectionsToFixMessage(['Personal', 'Education'])).toBe(
      'Please fill in the required fields in the following sections: Personal, Education',
    );
  });
});
