import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessType, Country, Gender, Industry, JobPosition, Language } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** Reference lists for the profile form. A failed load gives an empty list (spec part 2, section 8). */
const list = <T>(path: string) =>
  queryOptions({
    queryKey: ['reference', path],
    queryFn: ({ signal }) => apiRequest<T[]>(path, { signal }).catch(() => [] as T[]),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(list<Country>('/ref-data/country'));
export const useGenders = () => useQuery(list<Gender>('/ref-data/gender'));
export const useLanguages = () => useQuery(list<Language>('/ref-data/language'));
export const useJobPositions = () => useQuery(list<JobPosition>('/ref-data/job-position'));
export const useBusinessTypes = () => useQuery(list<BusinessType>('/ref-data/business-type'));
export const useIndustries = () => useQuery(list<Industry>('/catsys/industry'));
