import { emptyResume } from '../builder';
import { contactWithAccount } from './accountContact';

const account = { name: 'Noor Al-Huda', email: 'noor@example.com' };

it("takes the account's name and e-mail while the resume has none", () => {
  const contact = contactWithAccount(emptyResume().contact, account);
  expect(contact.fullName).toBe('Noor Al-Huda');
  expect(contact.email).toBe('noor@example.com');
});

it('treats a name of spaces as none', () => {
  expect(contactWithAccount({ ...emptyResume().contact, fullName: '   ' }, account).fullName).toBe(
    'Noor Al-Huda',
  );
});

it('keeps what the applicant wrote in the resume', () => {
  const written = { ...emptyResume().contact, fullName: 'نور الهدى', email: 'work@example.com' };
  expect(contactWithAccount(written, account)).toEqual(written);
});

it('leaves the contact as it is without an account', () => {
  const contact = emptyResume().contact;
  expect(contactWithAccount(contact, null)).toBe(contact);
});
