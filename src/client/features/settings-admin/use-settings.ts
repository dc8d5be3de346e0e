import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EditableSettingKey, SettingDto } from "../../../common/schemas/settings";
import { apiRequest } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function useSettings(enabled: boolean) {
  return useQuery<SettingDto[]>({ queryKey: queryKeys.admin.settings, enabled });
}

/** Saves one setting; the list and anything priced from settings (public figures, tiers) refresh. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: EditableSettingKey; value: unknown }) =>
      apiRequest<SettingDto>("PUT", `/api/super-admin/settings/${key}`, { value }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.settings });
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicInfo });
    },
  });
}
