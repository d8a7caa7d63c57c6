// What the client's calls need of an HTTP instance: axios's request methods, no more. The client hands
// out a stand-in of this shape (client.ts `deferredHttp`) that loads axios with the first call that goes
// to the network, so a page whose first calls the server has answered already (first-answers.ts) never
// downloads it (issue 32's 170 KB for `/`).
import type { AxiosInstance } from 'axios';

export type HttpCalls = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;
