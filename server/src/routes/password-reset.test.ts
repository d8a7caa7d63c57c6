import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { partsOfResetLink, readableMail, readOutbox, resetLinkIn } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
/** How far the server's clock runs ahead of the real one. */
let clockOffsetMs = 0;
const MINUTE_MS = 60 * 1000;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start(
    { APP_URL: 'https://talentpool.example/' },
    { now: () => new Date(Date.now() + clockOffsetMs) },
  );
});

afterEach(() => {
  clockOffsetMs = 0;
});

afterAll(() => environment.dispose());

const api = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(server.url, method, path, options);

async function signUp(email: string, password = 'old password') {
  const response = await api('POST', '/api/signup', {
    body: { email, name: 'Ahmed Jasim', password, is_company: false },
  });
  expect(response.status).toBe(201);
  // The sign-up's confirmation mail (issue 34) is written before this file counts the outbox's mails.
  await server.app.backgroundSettled();
  return (response.body as { token: string }).token;
}

const forgotPassword = (email: string) => api('POST', '/api/forgot-password', { body: { email } });

/** Asks for a link and returns it as the user would find it in the outbox. */
async function resetLinkFor(email: string) {
  const before = readOutbox(environment.dataDir).length;
  expect((await forgotPassword(email)).status).toBe(200);
  await server.app.backgroundSettled();
  const mails = readOutbox(environment.dataDir);
  expect(mails).toHaveLength(before + 1);
  return resetLinkIn(mails.at(-1)!.raw)!;
}

const resetPassword = (link: string, password = 'new password', confirmation = password) =>
  api('POST', '/api/reset-password', {
    body: { ...partsOfResetLink(link), password, password_confirmation: confirmation },
  });

const login = (email: string, password: string) => api('POST', '/api/login', { body: { email, password } });

const INVALID_TOKEN = {
  status: 422,
  body: {
    message: 'This password reset token is invalid.',
    errors: { token: ['This password reset token is invalid.'] },
  },
};

describe('POST /api/forgot-password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    await signUp('known@example.com');
    const known = await forgotPassword('known@example.com');
    const unknown = await forgotPassword('unknown@example.com');
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'If that email is registered, a reset link is on its way.' });
    }
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    await server.app.backgroundSettled();
    const mails = readOutbox(environment.dataDir).filter((mail) => !mail.raw.includes('/verify-email/'));
    expect(mails.filter((mail) => mail.raw.includes('To: known@example.com'))).toHaveLength(1);
    expect(mails.some((mail) => mail.raw.includes('unknown@example.com'))).toBe(false);
  });

  it('writes the mail in the language of the page that asked for it', async () => {
    await signUp('zahraa@example.com');
    expect(
      (
        await api('POST', '/api/forgot-password', {
          body: { email: 'zahraa@example.com' },
          language: 'ar-IQ',
        })
      ).body,
    ).toEqual({ message: 'إذا كان هذا البريد الإلكتروني مسجلاً لدينا، فسيصلك رابط إعادة التعيين قريباً.' });
    await server.app.backgroundSettled();
    const mail = readOutbox(environment.dataDir).at(-1)!;
    const decoded = readableMail(mail.raw);

    expect(decoded).toContain('إعادة تعيين كلمة مرور حسابك في Talent Pool');
    expect(decoded).toContain('لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ٦٠ دقيقة:');
    expect(decoded).toContain('<html lang="ar" dir="rtl">');
    expect(decoded).not.toContain('Someone asked');
    expect(resetLinkIn(decoded)).toMatch(/\/reset-password\/[0-9a-f]{64}\?email=zahraa%40example\.com$/);
  });

  it('writes the message as an .eml file with a plain-text and an HTML part', async () => {
    await signUp('Mariam.Saleh@example.com');
    const link = await resetLinkFor('MARIAM.SALEH@example.com');
    const mail = readOutbox(environment.dataDir).at(-1)!;

    expect(mail.file).toMatch(/[/\\]outbox[/\\]\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(mail.raw).toMatch(/^From: Talent Pool <no-reply@talentpool\.local>\r$/m);
    expect(mail.raw).toMatch(/^To: mariam\.saleh@example\.com\r$/m);
    expect(mail.raw).toMatch(/^Subject: Reset your Talent Pool password\r$/m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    // APP_URL, without its trailing slash, starts the link; the address is in the query.
    expect(link).toMatch(
      /^https:\/\/talentpool\.example\/reset-password\/[0-9a-f]{64}\?email=mariam\.saleh%40example\.com$/,
    );
  });

  it('sends one link a minute per address, known or not, and says how long to wait', async () => {
    await signUp('hasty@example.com');
    for (const email of ['hasty@example.com', 'hasty-stranger@example.com']) {
      expect((await forgotPassword(email)).status).toBe(200);
      const again = await forgotPassword(email.toUpperCase());
      expect(again.status).toBe(429);
      const wait = Number(again.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(again.body).toEqual({
        message: `Please wait ${wait} seconds before asking for another reset link.`,
      });
    }
  });

  it('needs a valid address', async () => {
    expect(await forgotPassword('')).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email field is required.'] } },
    });
    expect(await forgotPassword('at-nowhere')).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email field must be a valid email address.'] } },
    });
  });
});

describe('POST /api/reset-password', () => {
  it('takes a link once: the second use is refused', async () => {
    await signUp('once@example.com');
    const link = await resetLinkFor('once@example.com');
    expect(await resetPassword(link)).toMatchObject({
      status: 200,
      body: { message: 'Your password has been reset.' },
    });
    expect(await resetPassword(link, 'third password')).toMatchObject(INVALID_TOKEN);
    expect((await login('once@example.com', 'new password')).status).toBe(200);
  });

  it('refuses a link older than 60 minutes', async () => {
    await signUp('late@example.com');
    const link = await resetLinkFor('late@example.com');
    clockOffsetMs = 60 * MINUTE_MS + 1000;
    expect(await resetPassword(link)).toMatchObject(INVALID_TOKEN);
    clockOffsetMs = 0;
    expect(await resetPassword(link)).toMatchObject(INVALID_TOKEN);
    expect((await login('late@example.com', 'old password')).status).toBe(200);
  });

  it('takes a link until its 60 minutes are up', async () => {
    await signUp('just-in-time@example.com');
    const link = await resetLinkFor('just-in-time@example.com');
    clockOffsetMs = 59 * MINUTE_MS;
    expect((await resetPassword(link)).status).toBe(200);
  });

  it('keeps the real link working after a wrong guess, and refuses it for another address', async () => {
    await signUp('guarded@example.com');
    await signUp('bystander@example.com');
    const link = await resetLinkFor('guarded@example.com');
    const { token } = partsOfResetLink(link);
    const guess = await api('POST', '/api/reset-password', {
      body: {
        token: token.replace(/^./, (first) => (first === '0' ? '1' : '0')),
        email: 'guarded@example.com',
        password: 'hijacked!',
        password_confirmation: 'hijacked!',
      },
    });
    expect(guess).toMatchObject(INVALID_TOKEN);
    const elsewhere = await api('POST', '/api/reset-password', {
      body: {
        token,
        email: 'bystander@example.com',
        password: 'hijacked!',
        password_confirmation: 'hijacked!',
      },
    });
    expect(elsewhere).toMatchObject(INVALID_TOKEN);
    expect((await resetPassword(link)).status).toBe(200);
  });

  it('takes only the latest link when several were asked for', async () => {
    await signUp('twice@example.com');
    const first = await resetLinkFor('twice@example.com');
    await server.app.rateLimits.forgotPasswordByAccount.clear('twice@example.com');
    const second = await resetLinkFor('twice@example.com');
    expect(await resetPassword(first)).toMatchObject(INVALID_TOKEN);
    expect((await resetPassword(second)).status).toBe(200);
  });

  it('checks the new password: at least 8 characters, and confirmed', async () => {
    await signUp('rules@example.com');
    const link = await resetLinkFor('rules@example.com');
    expect(await resetPassword(link, 'short')).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password field must be at least 8 characters.'] } },
    });
    expect(await resetPassword(link, 'long enough', 'different')).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password field confirmation does not match.'] } },
    });
    // A refused password does not spend the link.
    expect((await resetPassword(link)).status).toBe(200);
  });
});

// Runs last: it replaces this file's server by one that sends mail over SMTP.
describe('with SMTP_URL', () => {
  interface Delivery {
    from: string;
    to: string[];
    raw: string;
  }
  const deliveries: Delivery[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        deliveries.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    await server.close();
    server = await environment.start({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Talent Pool <accounts@talentpool.example>',
    });
  });

  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  it('delivers the reset link to the SMTP server, and writes nothing to the outbox', async () => {
    await signUp('smtp-user@example.com');
    // The sign-up's confirmation link (issue 34) went to the SMTP server first: this is about the reset.
    deliveries.length = 0;
    const outboxBefore = readOutbox(environment.dataDir).length;

    expect((await forgotPassword('smtp-user@example.com')).status).toBe(200);
    await server.app.backgroundSettled();

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery!.from).toBe('accounts@talentpool.example');
    expect(delivery!.to).toEqual(['smtp-user@example.com']);
    expect(delivery!.raw).toMatch(/^Subject: Reset your Talent Pool password\r$/m);
    const link = resetLinkIn(delivery!.raw)!;
    expect(link).toMatch(
      /^http:\/\/localhost:\d+\/reset-password\/[0-9a-f]{64}\?email=smtp-user%40example\.com$/,
    );
    expect(readOutbox(environment.dataDir)).toHaveLength(outboxBefore);

    expect((await resetPassword(link)).status).toBe(200);
    expect((await login('smtp-user@example.com', 'new password')).status).toBe(200);
  });
});
