import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, plainTextPart } from './mailer';
import { passwordResetLink, passwordResetMail } from './password-reset-mail';

describe('plainTextPart', () => {
  it('keeps short-lined ASCII as written (7bit), so a long link stays on one line', () => {
    const link = `https://talentpool.example/reset-password/${'a'.repeat(64)}?email=someone%40example.com`;
    expect(plainTextPart(`Hello,\n\n${link}\n`)).toEqual({
      raw: `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\nHello,\r\n\r\n${link}\r\n`,
    });
  });

  it('leaves other text to be encoded', () => {
    expect(plainTextPart('مرحبا')).toBe('مرحبا');
    const longLine = 'x'.repeat(999);
    expect(plainTextPart(longLine)).toBe(longLine);
  });
});

describe('the password reset mail', () => {
  it('links to the reset page with the token in the path and the address in the query', () => {
    expect(passwordResetLink('https://talentpool.example', 'abc123', 'a+b@example.com')).toBe(
      'https://talentpool.example/reset-password/abc123?email=a%2Bb%40example.com',
    );
  });

  it('puts the link on a line of its own in the text, and escaped in the HTML', () => {
    const link = 'https://talentpool.example/reset-password/abc?email=a%40b.c&x="y"';
    const mail = passwordResetMail('a@b.c', link);
    expect(mail.subject).toBe('Reset your Talent Pool password');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain(
      'href="https://talentpool.example/reset-password/abc?email=a%40b.c&#38;x=&#34;y&#34;"',
    );
  });

  it('says the language it is written in, so a client sends it with Content-Language', () => {
    expect(passwordResetMail('a@b.c', 'https://talentpool.example/reset-password/abc', 'ckb').language).toBe(
      'ckb',
    );
  });
});

describe('the outbox mailer', () => {
  it('writes each message as an RFC 822 file in $DATA_DIR/outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-mailer-'));
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'Talent Pool <no-reply@talentpool.local>', dataDir },
        () => new Date('2026-03-01T09:30:05.250Z'),
      );
      const receipt = await mailer.send({ to: 'a@b.c', subject: 'Hi', text: 'Plain', html: '<p>Rich</p>' });
      mailer.close();
      expect(path.dirname(receipt.outboxFile!)).toBe(path.join(dataDir, 'outbox'));
      expect(path.basename(receipt.outboxFile!)).toMatch(/^2026-03-01T09-30-05-250Z-[0-9a-f]{8}\.eml$/);
      const raw = fs.readFileSync(receipt.outboxFile!, 'utf8');
      expect(raw).toMatch(/^From: Talent Pool <no-reply@talentpool\.local>\r\nTo: a@b\.c\r\nSubject: Hi\r\n/);
      expect(raw).toContain('\r\n\r\nPlain\r\n');
      expect(raw).toContain('<p>Rich</p>');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
