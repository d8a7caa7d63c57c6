// Issue 35: the contact mails in Arabic and Kurdish agree with the applicant's gender, and every phone,
// address and user-written message inside their right-to-left text is isolated.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  acceptedApplicantMail,
  acceptedCompanyMail,
  contactRequestMail,
  withdrawnCompanyMail,
} from './contact-mails';
import { createMailer } from './mailer';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

const accepted = (language: 'ar' | 'ckb' | 'en', applicantGender?: string) =>
  acceptedCompanyMail({
    to: 'hr@zagros.example.com',
    language,
    companyName: 'Zagros Software',
    applicantName: 'هدى الجبوري',
    applicantGender,
    email: 'huda@example.com',
    phone: '+9647811562815',
  });

describe("the mail to a company about an applicant's consent", () => {
  it.each([
    ['Female', 'وافقت هدى الجبوري على طلبك', 'التواصل معها'],
    ['Male', 'وافق هدى الجبوري على طلبك', 'التواصل معه'],
  ])('agrees in Arabic with a %s applicant', (gender, agreed, reach) => {
    const mail = accepted('ar', gender);
    expect(mail.text).toContain(agreed);
    expect(mail.text).toContain(reach);
    expect(mail.html).toContain(reach);
  });

  it('is worded for anyone when the gender is not given', () => {
    const mail = accepted('ar');
    expect(mail.text).toContain('تمت الموافقة على طلبك في Talent Pool من هدى الجبوري');
    expect(mail.text).not.toMatch(/معه|معها/);
  });

  it.each(['ar', 'ckb'] as const)(
    'isolates the phone, grouped, and the address left to right in %s text and HTML',
    (language) => {
      const mail = accepted(language, 'Female');
      expect(mail.text).toContain(`${LRI}+964 781 156 2815${PDI}`);
      expect(mail.text).toContain(`${LRI}huda@example.com${PDI}`);
      expect(mail.html).toContain('<bdi dir="ltr">+964 781 156 2815</bdi>');
      expect(mail.html).toContain('<bdi dir="ltr">huda@example.com</bdi>');
      expect(mail.html).not.toContain(LRI);
    },
  );

  it('says its language in a Content-Language header', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'contact-mails-'));
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'talent@example.iq', dataDir },
        () => new Date(),
      );
      const { outboxFile } = await mailer.send(accepted('ckb', 'Female'));
      expect(await fs.readFile(outboxFile!, 'utf8')).toMatch(/^Content-Language: ckb\r?$/m);
      mailer.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves an English mail as it was, without isolates', () => {
    const mail = accepted('en', 'Female');
    expect(mail.text).toContain('Phone: +964 781 156 2815');
    expect(mail.text).not.toMatch(/[\u2066-\u2069]/);
    expect(mail.html).not.toContain('<bdi');
  });
});

describe('the mail to the applicant', () => {
  it("lets a company's message in English keep its own direction in a Kurdish mail", () => {
    const mail = contactRequestMail({
      to: 'layla@example.com',
      language: 'ckb',
      applicantName: 'لەیلا',
      company: { name: 'Zagros Software', city: null, sector: null, website: null, emailVerified: true },
      message: 'Hello, we would like to talk about a job in Erbil.\n<b>Soon</b>',
      profileUrl: 'https://talent.example/profile',
    });
    expect(mail.html).toContain(
      '<p dir="auto">Hello, we would like to talk about a job in Erbil.<br>&#60;b&#62;Soon&#60;/b&#62;</p>',
    );
    expect(mail.text).toContain(`${FSI}Hello, we would like to talk about a job in Erbil.${PDI}`);
    expect(mail.text).toContain(`${LRI}https://talent.example/profile${PDI}`);
  });

  it('tells who asks: the company, its sector, governorate, web site and its confirmed address (issue 34)', () => {
    const mail = contactRequestMail({
      to: 'layla@example.com',
      language: 'en',
      applicantName: 'Layla',
      company: {
        name: 'Zagros Software',
        city: 'Erbil',
        sector: 'Software',
        website: 'https://zagros.example.iq/',
        emailVerified: true,
      },
      message: 'We are hiring.',
      profileUrl: 'https://talent.example/profile',
    });
    expect(mail.subject).toBe('Zagros Software would like to contact you');
    expect(mail.text).toContain(
      'Sector: Software\nGovernorate: Erbil\nWeb site: https://zagros.example.iq/\nThe company has confirmed its e-mail address.',
    );
  });

  it("sets the company's name apart in an Arabic mail, with nothing glued to it (issue 34)", () => {
    const mail = contactRequestMail({
      to: 'huda@example.com',
      language: 'ar',
      applicantName: 'هدى',
      company: { name: 'Zagros Software', city: null, sector: null, website: null, emailVerified: false },
      message: 'نرغب في التواصل.',
      profileUrl: 'https://talent.example/profile',
    });
    expect(mail.text).toContain(`${FSI}Zagros Software${PDI} `);
    expect(mail.html).toContain('<bdi dir="auto">Zagros Software</bdi>');
    expect(mail.text).toContain('لم تؤكّد الشركة بريدها الإلكتروني.');
  });

  it("isolates the company's address in the Arabic mail of consent", () => {
    const mail = acceptedApplicantMail({
      to: 'huda@example.com',
      language: 'ar',
      applicantName: 'هدى',
      companyName: 'Zagros Software',
      companyEmail: 'hr@zagros.example.com',
    });
    expect(mail.text).toContain(`${LRI}hr@zagros.example.com${PDI}`);
    expect(mail.html).toContain('<bdi dir="ltr">hr@zagros.example.com</bdi>');
  });
});

describe('the mail to a company when the applicant withdraws consent (issue 34)', () => {
  const withdrawn = (language: 'ar' | 'ckb' | 'en', applicantGender?: string) =>
    withdrawnCompanyMail({
      to: 'hr@zagros.example.com',
      language,
      companyName: 'Zagros Software',
      applicantName: 'هدى الجبوري',
      applicantGender,
    });

  it.each([
    ['Female', 'سحبت هدى الجبوري موافقتها', 'ولم يعد بريدها الإلكتروني ورقم هاتفها ظاهرَين'],
    ['Male', 'سحب هدى الجبوري موافقته', 'ولم يعد بريده الإلكتروني ورقم هاتفه ظاهرَين'],
    [undefined, 'سحب الموافقة على طلب التواصل: هدى الجبوري', 'ولم يعد البريد الإلكتروني ورقم الهاتف ظاهرَين'],
  ])('agrees in Arabic with the applicant (%s)', (gender, subject, detail) => {
    const mail = withdrawn('ar', gender);
    expect(mail.subject.replace(/[\u2066-\u2069]/g, '')).toContain(subject);
    expect(mail.text).toContain(detail);
    expect(mail.text).toContain('يُرجى عدم استخدام بيانات التواصل');
  });

  it.each(['ar', 'ckb'] as const)('sets both names apart in its %s text and HTML', (language) => {
    const mail = withdrawn(language, 'Female');
    expect(mail.text).toContain(`${FSI}هدى الجبوري${PDI}`);
    expect(mail.text).toContain(`${FSI}Zagros Software${PDI}`);
    expect(mail.html).toContain('<bdi dir="auto">هدى الجبوري</bdi>');
    expect(mail.html).toMatch(/^<html lang="[a-z]+" dir="rtl">$/m);
  });

  it('is written in Kurdish and English as well', () => {
    expect(withdrawn('ckb').text).toContain('ڕەزامەندییەی کشاندەوە');
    const english = withdrawn('en');
    expect(english.subject).toBe('هدى الجبوري withdrew consent to your contact request');
    expect(english.text).toContain('Hello Zagros Software,');
    expect(english.text).toContain('Please no longer use the contact details this request gave you.');
  });
});
