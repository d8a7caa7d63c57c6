import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@talent/i18n';
import { renderAt } from '../../../testing/renderAt';
import { PublicLinkPanel } from './PublicLinkPanel';

const url = 'https://talentpool.example/preview/42';

afterEach(async () => {
  // jsdom has no share sheet; a test that gives it one takes it away again.
  delete (navigator as { share?: unknown }).share;
  await act(() => i18n.changeLanguage('en'));
});

it('shows the public address as a link that opens the resume in a new tab', () => {
  renderAt('/', <PublicLinkPanel url={url} fullName="Zainab Ali" />);
  expect(screen.getByRole('heading', { name: 'Your resume is public' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: url });
  expect(link).toHaveAttribute('href', url);
  expect(link).toHaveAttribute('target', '_blank');
});

it("copies the address to the clipboard and says 'Link copied.'", async () => {
  const user = userEvent.setup();
  renderAt('/', <PublicLinkPanel url={url} fullName="Zainab Ali" />);

  await user.click(screen.getByRole('button', { name: 'Copy link' }));

  expect(await navigator.clipboard.readText()).toBe(url);
  expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
});

it('says how to copy by hand when the browser refuses the clipboard', async () => {
  const user = userEvent.setup();
  renderAt('/', <PublicLinkPanel url={url} fullName="Zainab Ali" />);
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));

  await user.click(screen.getByRole('button', { name: 'Copy link' }));

  expect(screen.getByRole('status')).toHaveTextContent(
    'Could not copy the link. Select it and copy it yourself.',
  );
});

it('offers no Share button where the browser has no share sheet', () => {
  renderAt('/', <PublicLinkPanel url={url} fullName="Zainab Ali" />);
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

it("hands the address and the applicant's name to the share sheet where there is one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const user = userEvent.setup();
  renderAt('/', <PublicLinkPanel url={url} fullName="Zainab Ali" />);

  await user.click(screen.getByRole('button', { name: 'Share' }));

  expect(share).toHaveBeenCalledWith({ title: 'Resume: Zainab Ali', url });
});

it('takes a closed share sheet quietly', async () => {
  const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const user = userEvent.setup();
  renderAt('/', <PublicLinkPanel url={url} fullName="Zainab Ali" />);

  await user.click(screen.getByRole('button', { name: 'Share' }));

  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it.each([
  ['ar', 'نسخ الرابط', 'تم نسخ الرابط.'],
  ['ckb', 'لەبەرگرتنەوەی بەستەر', 'بەستەرەکە لەبەرگیرایەوە.'],
])('speaks the interface language (%s)', async (language, copy, copied) => {
  const user = userEvent.setup();
  renderAt('/', <PublicLinkPanel url={url} fullName="زينب علي" />);
  await act(() => i18n.changeLanguage(language));

  await user.click(screen.getByRole('button', { name: copy }));

  expect(screen.getByRole('status')).toHaveTextContent(copied);
});
