import {
  ApiError,
  createShortlist,
  deleteShortlist,
  getShortlist,
  listShortlists,
  removeFromShortlist,
  renameShortlist,
  saveBlobAs,
  saveToShortlist,
  type ShortlistDetail,
} from '@talent/api-sdk';
import { readBlobText } from '@talent/api-sdk/src/files';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { aCompanyUser, recordAlerts, signedIn } from '@talent/test-kit';
import { renderAt } from '../../testing/renderAt';
import ShortlistsPage from './ShortlistsPage';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  listShortlists: jest.fn(),
  createShortlist: jest.fn(),
  getShortlist: jest.fn(),
  renameShortlist: jest.fn(),
  deleteShortlist: jest.fn(),
  saveToShortlist: jest.fn(),
  removeFromShortlist: jest.fn(),
  saveBlobAs: jest.fn(),
}));

const alerts = recordAlerts();

const lists = [
  { id: 1, name: 'Accountants', count: 2 },
  { id: 2, name: 'Engineers', count: 0 },
];

const accountants: ShortlistDetail = {
  id: 1,
  name: 'Accountants',
  applicants: [
    {
      applicant_id: 12,
      full_name: 'علي حسن',
      job_title: 'Accountant',
      note: 'Strong with Excel, "fluent" English',
      added_at: '2026-11-20T09:00:00.000Z',
    },
    {
      applicant_id: 15,
      full_name: 'Sara Karim',
      job_title: '',
      note: '',
      added_at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function open(path = '/shortlists') {
  const user = userEvent.setup();
  renderAt(
    path,
    <Routes>
      <Route
        path="/shortlists"
        element={
          <>
            <ShortlistsPage />
            <Where />
          </>
        }
      />
      <Route path="/preview/:id" element={<h1>Resume</h1>} />
    </Routes>,
  );
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  signedIn(aCompanyUser(), '9|secret');
  jest.mocked(listShortlists).mockResolvedValue(lists);
  jest.mocked(getShortlist).mockResolvedValue(accountants);
});

describe('the shortlists screen', () => {
  it('lists the company’s shortlists with how many applicants each holds', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Accountants\s*2 applicants/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Engineers\s*0 applicants/ })).toBeInTheDocument();
  });

  it('says so when there is no list yet', async () => {
    jest.mocked(listShortlists).mockResolvedValue([]);
    open();
    expect(await screen.findByText(/You have no shortlists yet/)).toBeInTheDocument();
  });

  it('shows why the lists did not load, and tries again on request', async () => {
    jest.mocked(listShortlists).mockRejectedValueOnce(new ApiError('x', 403));
    const user = open();
    expect(await screen.findByText('This is for company accounts only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Accountants/ })).toBeInTheDocument();
  });

  it('creates a list by name and refuses an empty name before calling the server', async () => {
    jest.mocked(createShortlist).mockResolvedValue({ id: 3, name: 'Nurses' });
    const user = open();
    await screen.findByRole('link', { name: /Accountants/ });
    await user.click(screen.getByRole('button', { name: 'Create shortlist' }));
    expect(screen.getByText('Enter a name for the shortlist.')).toBeInTheDocument();
    expect(createShortlist).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('New shortlist'), '  Nurses {Enter}');
    expect(createShortlist).toHaveBeenCalledWith('Nurses');
    expect(await screen.findByRole('link', { name: /Nurses\s*0 applicants/ })).toBeInTheDocument();
    expect(alerts).toContainEqual({ type: 'success', message: 'Shortlist “Nurses” created.' });
  });

  it('renames a list in place; Escape cancels', async () => {
    jest.mocked(renameShortlist).mockResolvedValue();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Rename “Engineers”' }));
    const field = screen.getByLabelText('Shortlist name');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Shortlist name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename “Engineers”' }));
    await user.clear(screen.getByLabelText('Shortlist name'));
    await user.type(screen.getByLabelText('Shortlist name'), 'Civil engineers{Enter}');
    expect(renameShortlist).toHaveBeenCalledWith(2, 'Civil engineers');
    expect(await screen.findByRole('link', { name: /Civil engineers/ })).toBeInTheDocument();
  });

  it('deletes a list only after confirming, with Cancel focused', async () => {
    jest.mocked(deleteShortlist).mockResolvedValue();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Delete “Accountants”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this shortlist?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteShortlist).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete “Accountants”' }));
    await user.click(screen.getByRole('button', { name: 'Delete shortlist' }));
    expect(deleteShortlist).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Accountants/ })).not.toBeInTheDocument());
  });

  it('opens a list at ?list={id}, and goes back to all lists', async () => {
    const user = open();
    await user.click(await screen.findByRole('link', { name: /Accountants/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/shortlists?list=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountants' })).toBeInTheDocument();
    expect(getShortlist).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('link', { name: 'All shortlists' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shortlists' })).toBeInTheDocument();
  });
});

describe('one shortlist', () => {
  it('shows each applicant with name, job title, the date saved and the note', async () => {
    open('/shortlists?list=1');
    const ali = await screen.findByRole('heading', { level: 2, name: 'علي حسن' });
    const card = ali.closest('li')!;
    expect(within(card).getByText('Accountant')).toBeInTheDocument();
    expect(within(card).getByText('Saved on Nov 20, 2026')).toBeInTheDocument();
    expect(within(card).getByLabelText(/Private note/)).toHaveValue('Strong with Excel, "fluent" English');
    expect(within(card).getByRole('link', { name: 'View the resume of علي حسن' })).toHaveAttribute(
      'href',
      '/preview/12',
    );
    const sara = screen.getByRole('heading', { level: 2, name: 'Sara Karim' }).closest('li')!;
    expect(within(sara).getByText('No job title given')).toBeInTheDocument();
  });

  it('saves an edited note', async () => {
    jest.mocked(saveToShortlist).mockResolvedValue();
    const user = open('/shortlists?list=1');
    const sara = (await screen.findByRole('heading', { level: 2, name: 'Sara Karim' })).closest('li')!;
    const note = within(sara).getByLabelText(/Private note/);
    expect(within(sara).getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.type(note, 'Call after Eid');
    await user.click(within(sara).getByRole('button', { name: 'Save note' }));
    expect(saveToShortlist).toHaveBeenCalledWith(1, 15, 'Call after Eid');
    await waitFor(() => expect(alerts).toContainEqual({ type: 'success', message: 'Note saved.' }));
    expect(alerts).toContainEqual({ type: 'success', message: 'Note saved.' });
  });

  it('saves a note as long as the server keeps (2,000 characters) and refuses a longer one before sending', async () => {
    jest.mocked(saveToShortlist).mockResolvedValue();
    const user = open('/shortlists?list=1');
    const sara = (await screen.findByRole('heading', { level: 2, name: 'Sara Karim' })).closest('li')!;
    const note = within(sara).getByLabelText(/Private note/);
    await user.click(note);
    await user.paste('n'.repeat(2_000));
    await user.click(within(sara).getByRole('button', { name: 'Save note' }));
    expect(saveToShortlist).toHaveBeenCalledWith(1, 15, 'n'.repeat(2_000));

    await user.type(note, 'n');
    await user.click(within(sara).getByRole('button', { name: 'Save note' }));
    expect(await within(sara).findByText('A note can be at most 2000 characters.')).toBeInTheDocument();
    expect(saveToShortlist).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason when a note is refused', async () => {
    jest
      .mocked(saveToShortlist)
      .mockRejectedValue(new ApiError('x', 422, 'Invalid.', { note: ['The note is too long.'] }));
    const user = open('/shortlists?list=1');
    const sara = (await screen.findByRole('heading', { level: 2, name: 'Sara Karim' })).closest('li')!;
    await user.type(within(sara).getByLabelText(/Private note/), 'x');
    await user.click(within(sara).getByRole('button', { name: 'Save note' }));
    expect(await within(sara).findByText('The note is too long.')).toBeInTheDocument();
  });

  it('removes an applicant from the list', async () => {
    jest.mocked(removeFromShortlist).mockResolvedValue();
    const user = open('/shortlists?list=1');
    await user.click(await screen.findByRole('button', { name: 'Remove Sara Karim from this shortlist' }));
    expect(removeFromShortlist).toHaveBeenCalledWith(1, 15);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sara Karim' })).not.toBeInTheDocument(),
    );
  });

  it('moves an applicant to another list, note and all', async () => {
    jest.mocked(saveToShortlist).mockResolvedValue();
    jest.mocked(removeFromShortlist).mockResolvedValue();
    const user = open('/shortlists?list=1');
    const ali = (await screen.findByRole('heading', { level: 2, name: 'علي حسن' })).closest('li')!;
    const move = await within(ali).findByLabelText('Move to another shortlist');
    expect(within(move).queryByRole('option', { name: 'Accountants' })).not.toBeInTheDocument();
    await user.selectOptions(move, 'Engineers');
    await user.click(within(ali).getByRole('button', { name: 'Move' }));
    expect(saveToShortlist).toHaveBeenCalledWith(2, 12, 'Strong with Excel, "fluent" English');
    expect(removeFromShortlist).toHaveBeenCalledWith(1, 12);
    expect(alerts).toContainEqual({ type: 'success', message: 'علي حسن moved to “Engineers”.' });
  });

  it('says a list that is gone (or another company’s) was not found', async () => {
    jest.mocked(getShortlist).mockRejectedValue(new ApiError('x', 404, 'Not Found.'));
    open('/shortlists?list=99');
    expect(await screen.findByText('Not found. It may have been deleted.')).toBeInTheDocument();
  });

  it('exports the list as a CSV with a byte-order mark and quoted cells', async () => {
    const user = open('/shortlists?list=1');
    await user.click(await screen.findByRole('button', { name: 'Export as CSV' }));
    expect(saveBlobAs).toHaveBeenCalledTimes(1);
    const [blob, fileName] = jest.mocked(saveBlobAs).mock.calls[0]!;
    expect(fileName).toBe('Accountants.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Decoding as UTF-8 consumes the byte-order mark checked above.
    const text = await readBlobText(blob);
    expect(text.split('\r\n')).toEqual([
      'Name,Job title,Note,Saved on,Resume link',
      'علي حسن,Accountant,"Strong with Excel, ""fluent"" English","Nov 20, 2026",http://localhost/preview/12',
      'Sara Karim,,,"Nov 21, 2026",http://localhost/preview/15',
      '',
    ]);
  });
});
