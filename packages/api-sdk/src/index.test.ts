import { apiClient, getAuthToken, setAuthToken } from './index';

describe('the shared client', () => {
  it('calls the API on the page’s own origin, with credentials', async () => {
    const sent: Array<{ url: string; withCredentials: boolean }> = [];
    const open = XMLHttpRequest.prototype.open;
    jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
      this: XMLHttpRequest,
      method: string,
      url: string | URL,
    ) {
      open.call(this, method, url, true);
      const send = this.send.bind(this);
      // Sent to this test page's origin, where nothing answers: the call fails, which is all right here.
      this.send = (body) => {
        sent.push({ url: String(url), withCredentials: this.withCredentials });
        send(body);
      };
    });
    await apiClient.getStatistics().catch(() => undefined);
    expect(sent).toEqual([{ url: '/api/statistics', withCredentials: true }]);
    jest.restoreAllMocks();
  });

  it('takes the token the shell sets through the package exports', () => {
    setAuthToken('3|abc');
    expect(apiClient.getAuthToken()).toBe('3|abc');
    expect(getAuthToken()).toBe('3|abc');
    setAuthToken(null);
    expect(getAuthToken()).toBeNull();
  });
});
