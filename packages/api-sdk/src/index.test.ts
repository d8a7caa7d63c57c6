import { apiClient, getAuthToken, setAuthToken } from './index';

describe('the shared client', () => {
  it('calls the API on the page’s own origin, with credentials', () => {
    expect(apiClient.http.defaults.baseURL).toBe('');
    expect(apiClient.http.defaults.withCredentials).toBe(true);
  });

  it('takes the token the shell sets through the package exports', () => {
    setAuthToken('3|abc');
    expect(apiClient.getAuthToken()).toBe('3|abc');
    expect(getAuthToken()).toBe('3|abc');
    setAuthToken(null);
    expect(getAuthToken()).toBeNull();
  });
});
