import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with its description', () => {
    renderWithUi(
      <Avatar src="/storage/applicant_images/a.jpg" alt="Photo of Zainab" placeholderLabel="No photo" />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Zainab' })).toHaveAttribute(
      'src',
      '/storage/applicant_images/a.jpg',
    );
  });

  it.each([null, undefined, ''])('shows the named placeholder when the photo is %p', (src) => {
    renderWithUi(<Avatar src={src} alt="Photo of Zainab" placeholderLabel="No photo" />);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of Zainab' })).not.toBeInTheDocument();
  });

  it('falls back to the placeholder when the photo cannot be loaded', () => {
    renderWithUi(
      <Avatar src="/storage/applicant_images/gone.jpg" alt="Photo of Zainab" placeholderLabel="No photo" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Zainab' }));
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });

  it('tries again when it is given another photo after a broken one', () => {
    const { rerender } = renderWithUi(
      <Avatar src="/storage/applicant_images/gone.jpg" alt="Photo of Zainab" placeholderLabel="No photo" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Zainab' }));
    rerender(
      <Avatar src="/storage/applicant_images/new.jpg" alt="Photo of Zainab" placeholderLabel="No photo" />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Zainab' })).toHaveAttribute(
      'src',
      '/storage/applicant_images/new.jpg',
    );
  });
});
