import { useQuery } from '@tanstack/react-query';
import { myHearingsQueryOptions } from './get-my-hearings';
import { myDeadlinesQueryOptions } from './get-my-deadlines';
import { myDetentionsQueryOptions } from './get-my-detentions';
import { officeHearingsQueryOptions } from './get-office-hearings';

// The dashboard's queries; their options live apart from React Query's hooks, so that the router asks for them early
// (app/early-data.ts) without bringing the hooks into the first file.
export const useMyHearings = (today: string) => useQuery(myHearingsQueryOptions(today));
export const useMyDeadlines = (today: string) => useQuery(myDeadlinesQueryOptions(today));
export const useMyDetentions = (today: string) => useQuery(myDetentionsQueryOptions(today));
export const useOfficeHearings = (today: string) => useQuery(officeHearingsQueryOptions(today));
