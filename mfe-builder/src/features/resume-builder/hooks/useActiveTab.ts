import { RESUME_TABS, STORAGE_KEYS } from '@talent/resume-model';
import { useCallback, useState } from 'react';

export type ResumeTab = (typeof RESUME_TABS)[number];

function isResumeTab(value: unknown): value is ResumeTab {
  return (RESUME_TABS as readonly unknown[]).includes(value);
}

function storedTab(): ResumeTab {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.activeResumeTab);
    return isResumeTab(value) ? value : RESUME_TABS[0];
  } catch {
    return RESUME_TABS[0];
  }
}

/** Spec §2: the active tab is remembered in local storage and restored on load. */
export function useActiveTab(): [ResumeTab, (tab: ResumeTab) => void] {
  const [tab, setTab] = useState<ResumeTab>(storedTab);
  const choose = useCallback((next: ResumeTab) => {
    setTab(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, next);
    } catch {
      // Storage may be full or blocked (private mode); the tab still changes for this visit.
    }
  }, []);
  return [tab, choose];
}
