import { english } from '../testing/english';
import { clampRotation, photoFileProblem, photoUploadName } from './photo';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('choosing a photo (spec §5 Photo)', () => {
  it.each([
    ['me.jpg', 'image/jpeg'],
    ['me.jpeg', 'image/jpeg'],
    ['me.png', 'image/png'],
    ['me.PNG', ''],
  ])('accepts %s (%p)', (name, type) => {
    expect(photoFileProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['me.gif', 'image/gif'],
    ['me.webp', 'image/webp'],
    ['cv.pdf', 'application/pdf'],
    ['me.gif', ''],
  ])('refuses %s with the spec message', (name, type) => {
    expect(english(photoFileProblem(file(name, type)))).toBe(
      'Please upload a valid image file (JPG or PNG).',
    );
  });

  it('takes files under 5 MB only (5242880 bytes)', () => {
    expect(photoFileProblem(file('me.jpg', 'image/jpeg', 5_242_879))).toBeNull();
    expect(english(photoFileProblem(file('me.jpg', 'image/jpeg', 5_242_880)))).toBe(
      'File size should be less than 5MB.',
    );
  });

  it('rotates between -180 and 180 degrees', () => {
    expect(clampRotation(-200)).toBe(-180);
    expect(clampRotation(45.4)).toBe(45);
    expect(clampRotation(181)).toBe(180);
    expect(clampRotation(Number.NaN)).toBe(0);
  });

  it("uploads as 'profile_photo'", () => {
    expect(photoUploadName('image/png')).toBe('profile_photo.png');
    expect(photoUploadName('image/jpeg')).toBe('profile_photo.jpg');
  });
});
