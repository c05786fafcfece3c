import type { Section, WorkingHoursRequest } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';
import { sectionChanged } from './update-section';

export interface SetSectionWorkingHoursInput {
  sectionId: number;
  body: WorkingHoursRequest;
}

/** PUT /vendor/sections/{id}/working_hours {intervals}; 400 InvalidWorkingHours with details per day. */
export function setSectionWorkingHours({ sectionId, body }: SetSectionWorkingHoursInput): Promise<Section> {
  return api.put<Section>(`vendor/sections/${sectionId}/working_hours`, body);
}

export const setSectionWorkingHoursMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'set-section-working-hours'],
    mutationFn: setSectionWorkingHours,
    onSuccess: (section) => sectionChanged(queryClient, accountId, section),
  });

export function useSetSectionWorkingHours(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(setSectionWorkingHoursMutationOptions(queryClient, accountId));
}
