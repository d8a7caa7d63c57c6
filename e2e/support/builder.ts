import { expect, type Page } from '@playwright/test';
import { type CatalogueLanguage, tr } from './catalogues';

/** The builder's first job, as a journey types it: started in `startMonth` (1–12) of 2019, held today. */
export interface FirstJob {
  title: string;
  employer: string;
  startMonth: number;
  duty: string;
}

/** On the builder's experience step, adds the first job and fills it, reading the interface in `language`. */
export async function addFirstJob(page: Page, language: CatalogueLanguage, first: FirstJob): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => tr(language, key, values);
  // The click is made again only while no job has appeared: once, under load, the page moved under the pointer
  // (the autosave's status and the summary's counter re-render around it) and the click landed beside the
  // button. The builder keeps an entry added while a save runs (its unit test).
  const job = page.getByRole('group', { name: t('builder:employment.entry', { index: 1 }) });
  await expect(async () => {
    if ((await job.count()) === 0)
      await page.getByRole('button', { name: t('builder:employment.add') }).click();
    await expect(job).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await job.getByLabel(t('builder:employment.title')).fill(first.title);
  await job.getByLabel(t('builder:employment.employer')).fill(first.employer);
  await job.getByLabel(t('builder:employment.startYear')).selectOption('2019');
  await job
    .getByLabel(t('builder:employment.startMonth'))
    .selectOption({ label: t(`resume:dates.months.${first.startMonth}`) });
  await job.getByLabel(t('builder:employment.endYear')).selectOption('Present');
  await job.getByLabel(t('builder:employment.responsibility')).fill(first.duty);
  await job.getByLabel(t('builder:employment.responsibility')).press('Enter');
}
