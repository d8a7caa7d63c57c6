import { i18n } from '@talent/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredStyle } from '@talent/ui/src/testing/declaredStyle';
import { renderAt } from '../../../testing/renderAt';
import { SaveStatusNote } from './SaveStatusNote';

const tenFortyTwo = new Date(2026, 10, 25, 10, 42);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it.each([
  ['en', 'Saved 10:42 AM'],
  ['ar', 'حُفظ الساعة ١٠:٤٢ ص'],
  ['ckb', 'لە ١٠:٤٢ ب.ن پاشەکەوت کرا'],
])('writes the time of the last save the way the interface language does (%s)', async (language, text) => {
  renderAt('/', <SaveStatusNote status={{ state: 'saved', at: tenFortyTwo }} onRetry={() => undefined} />);
  await act(() => i18n.changeLanguage(language));
  expect(screen.getByRole('status')).toHaveTextContent(text);
});

it("writes a Kurdish time in Arabic-Indic digits where the browser's Intl lacks Kurdish (Chromium)", async () => {
  const supported = Intl.DateTimeFormat.supportedLocalesOf;
  jest
    .spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
    .mockImplementation((locales, options) =>
      String(locales).startsWith('ckb') ? [] : supported(locales, options),
    );
  try {
    renderAt('/', <SaveStatusNote status={{ state: 'saved', at: tenFortyTwo }} onRetry={() => undefined} />);
    await act(() => i18n.changeLanguage('ckb'));
    expect(screen.getByRole('status')).toHaveTextContent('لە ١٠:٤٢ پاشەکەوت کرا');
  } finally {
    jest.restoreAllMocks();
  }
});

it("reads 'Saving…' while a save runs", () => {
  renderAt('/', <SaveStatusNote status={{ state: 'saving' }} onRetry={() => undefined} />);
  expect(screen.getByRole('status')).toHaveTextContent('Saving…');
});

it('says nothing before the first save', () => {
  renderAt('/', <SaveStatusNote status={{ state: 'idle' }} onRetry={() => undefined} />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('offers a retry after a failed save', async () => {
  const onRetry = jest.fn();
  renderAt('/', <SaveStatusNote status={{ state: 'failed' }} onRetry={onRetry} />);
  expect(screen.getByRole('status')).toHaveTextContent('Not saved.');
  const retry = screen.getByRole('button', { name: 'Try again' });
  expect(declaredStyle(retry, 'min-block-size')).toBe('2.75rem');
  await userEvent.click(retry);
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it.each([
  ['en', 'Offline — saved on this device'],
  ['ar', 'لا يوجد اتصال — حُفظت على هذا الجهاز'],
  ['ckb', 'بێ ئینتەرنێت — لەسەر ئەم ئامێرە پاشەکەوت کرا'],
])('says offline edits wait on this device, with no retry to press (%s)', async (language, text) => {
  renderAt('/', <SaveStatusNote status={{ state: 'offline' }} onRetry={() => undefined} />);
  await act(() => i18n.changeLanguage(language));
  expect(screen.getByRole('status')).toHaveTextContent(text);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
