import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { setOfficeName } from '../../../lib/office-name';
import { settingsKeys } from './keys';

/** `PUT /api/admin/settings` (decisions §7.4): answers the settings as they now apply. */
export async function saveSettings(input: SettingsUpdate): Promise<Settings> {
  const response = await api.put<Settings>('/admin/settings', input);
  return response.data;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      setOfficeName(queryClient, saved.office_name);
    },
  });
}
