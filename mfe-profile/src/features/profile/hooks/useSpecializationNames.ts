import { getSelectables } from '@talent/api-sdk';
import { specializationNameLookup, type MainSpecialization } from '@talent/resume-model';
import { useEffect, useState } from 'react';

export type SpecializationNames = (id: number) => string;

// Reference data changes rarely: one successful load serves every later visit of the page.
let cached: Promise<MainSpecialization[]> | null = null;

function loadSpecializations(): Promise<MainSpecialization[]> {
  if (cached === null) {
    cached = getSelectables('specializations').catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

/** Test hook: forget the cached list so each test starts from the network. */
export function forgetSpecializationNames(): void {
  cached = null;
}

/**
 * The id → name lookup of spec §3 over the specialisations reference list, or null while it loads.
 * A list that cannot be loaded names every id 'Unknown', as the lookup does for a missing id.
 */
export function useSpecializationNames(): SpecializationNames | null {
  const [names, setNames] = useState<SpecializationNames | null>(null);
  useEffect(() => {
    let current = true;
    loadSpecializations().then(
      (list) => {
        if (current) setNames(() => specializationNameLookup(list));
      },
      () => {
        if (current) setNames(() => specializationNameLookup([]));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return names;
}
