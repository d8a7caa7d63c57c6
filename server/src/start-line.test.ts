import { addressToOpen, startLine } from './start-line';

describe('the start line a terminal shows (issue #23)', () => {
  it('names localhost for a server listening on every interface', () => {
    expect(addressToOpen('http://0.0.0.0:8080')).toBe('http://localhost:8080/');
    expect(addressToOpen('http://[::]:8080')).toBe('http://localhost:8080/');
  });

  it('keeps a host the server was bound to', () => {
    expect(addressToOpen('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/');
    expect(addressToOpen('http://[::1]:3000')).toBe('http://[::1]:3000/');
  });

  it('says demo applicants are coming only when demo data is on, and never prints a password', () => {
    expect(startLine({ url: 'http://0.0.0.0:8080', seedDemo: true })).toBe(
      'Talent Pool is running: open http://localhost:8080/ (demo applicants are being added to the directory)',
    );
    expect(startLine({ url: 'http://0.0.0.0:8080', seedDemo: false })).toBe(
      'Talent Pool is running: open http://localhost:8080/',
    );
  });
});
