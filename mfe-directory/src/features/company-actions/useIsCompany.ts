import { useAuthState } from '../../session/useAuthState';

/** A signed-in company account (issue #19): the only one shown the shortlist and contact controls. */
export function useIsCompany(): boolean {
  const { status, user } = useAuthState();
  return status === 'authenticated' && user?.is_company === true;
}
