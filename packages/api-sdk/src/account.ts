// The account page's calls (issue 34): name, sign-in e-mail, password, sessions, the data file and
// deletion. Same rules as client.ts: errors arrive as ApiError (a 422 with its field messages) through
// the client's interceptor; an unusable 2xx answer is a failure with the generic message.
import type { HttpCalls } from './http-calls';
import type { User } from '@talent/resume-model';
import { apiErrorText } from './catalogue';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  UpdateAccountRequest,
} from './calls';
import { ApiError } from './errors';

/** The data file as the server names it, and its bytes. */
export interface AccountDataFile {
  fileName: string;
  blob: Blob;
}

export interface AccountCalls {
  /** `PATCH /api/account`: the changed user. */
  updateAccount(input: UpdateAccountRequest): Promise<User>;
  /** `POST /api/account/email`: mails a confirmation link to the new address; resolves to the server's words. */
  changeEmail(input: ChangeEmailRequest): Promise<string>;
  /** `POST /api/confirm-email`: the link's token makes the new address the account's. */
  confirmEmail(token: string): Promise<string>;
  /** `POST /api/account/password`: other sessions end, this one stays. */
  changePassword(input: ChangePasswordRequest): Promise<string>;
  /** `POST /api/account/sign-out-everywhere`: every session ends, this one too. */
  signOutEverywhere(): Promise<void>;
  /** `GET /api/account/export`: one JSON file of the account's data. */
  downloadAccountData(): Promise<AccountDataFile>;
  /** `DELETE /api/account` (204): the account and everything naming it are gone. */
  deleteAccount(input: DeleteAccountRequest): Promise<void>;
}

const DATA_FILE_NAME = 'talent-pool-data.json';

function unusable(status: number): ApiError {
  return new ApiError(apiErrorText()('generic'), status);
}

function messageOf(status: number, data: unknown): string {
  const message = (data as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '') throw unusable(status);
  return message;
}

function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? DATA_FILE_NAME;
}

export function accountCalls(http: HttpCalls): AccountCalls {
  return {
    async updateAccount({ name }) {
      const body: UpdateAccountRequest = { name };
      const response = await http.patch<unknown>('/api/account', body);
      const user = (response.data as { user?: User } | null)?.user;
      if (typeof user?.id !== 'number' || typeof user.name !== 'string') throw unusable(response.status);
      return user;
    },
    async changeEmail({ email, password }) {
      const body: ChangeEmailRequest = { email, password };
      const response = await http.post<unknown>('/api/account/email', body);
      return messageOf(response.status, response.data);
    },
    async confirmEmail(token) {
      const response = await http.post<unknown>('/api/confirm-email', { token });
      return messageOf(response.status, response.data);
    },
    async changePassword({ current_password, password, password_confirmation }) {
      const body: ChangePasswordRequest = { current_password, password, password_confirmation };
      const response = await http.post<unknown>('/api/account/password', body);
      return messageOf(response.status, response.data);
    },
    async signOutEverywhere() {
      await http.post('/api/account/sign-out-everywhere');
    },
    async downloadAccountData() {
      const response = await http.get<Blob>('/api/account/export', { responseType: 'blob' });
      if (!(response.data instanceof Blob)) throw unusable(response.status);
      return { fileName: fileNameOf(response.headers['content-disposition']), blob: response.data };
    },
    async deleteAccount({ password }) {
      const body: DeleteAccountRequest = { password };
      await http.delete('/api/account', { data: body });
    },
  };
}
