import { i18n } from '@talent/i18n';
import { anAccountantDraft } from '@talent/test-kit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/renderAt';
import { RestoreOffer } from './RestoreOffer';

const kept = {
  draft: anAccountantDraft(),
  version: null,
  applicantId: 42,
  keptAt: new Date(2026, 10, 25, 10, 42).getTime(),
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it.each([
  ['en', 'Restore the changes made on this device at 10:42 AM?'],
  ['ar', 'هل تريد استعادة التغييرات التي أُجريت على هذا الجهاز الساعة ١٠:٤٢ ص؟'],
])(
  'asks with the time the edits were kept, as the interface language writes it (%s)',
  async (language, question) => {
    renderAt('/', <RestoreOffer kept={kept} onRestore={() => undefined} onDiscard={() => undefined} />);
    await act(() => i18n.changeLanguage(language));
    expect(screen.getByRole('region')).toHaveAccessibleName(expect.stringContaining(question));
  },
);

it('restores or discards at a tap', async () => {
  const onRestore = jest.fn();
  const onDiscard = jest.fn();
  renderAt('/', <RestoreOffer kept={kept} onRestore={onRestore} onDiscard={onDiscard} />);
  await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onRestore).toHaveBeenCalledTimes(1);
  expect(onDiscard).toHaveBeenCalledTimes(1);
});
