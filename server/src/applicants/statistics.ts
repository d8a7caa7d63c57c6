import type { Directory } from './directory';
import { parseDirectoryQuery } from './directory-filters';

export interface Statistics {
  /**
   * Published resumes: the home page's counter sits above the directory, so it counts what a
   * visitor can find there, not drafts. It is the directory's own total for no filter, kept and brought
   * forward over saves, so a visit to the home page does not count the directory.
   */
  totalResumes: number;
}

export async function readStatistics(directory: Directory, today: Date): Promise<Statistics> {
  return { totalResumes: await directory.total(parseDirectoryQuery({}), today) };
}
