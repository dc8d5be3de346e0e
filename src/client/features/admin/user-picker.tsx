import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "../../../common/constants";
import type { AdminUserDto } from "../../../common/schemas/admin";
import { SearchInput } from "../../components/ui/search-input";
import { Select } from "../../pages/user/create/controls";
import { displayName } from "../auth/use-auth";
import { useAdminUsers } from "./use-admin";

const SEARCH_DELAY_MS = 300;
const RESULTS = 20;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface UserPickerProps {
  /** The select's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  onChange: (userId: string) => void;
  role?: Role;
  disabled?: boolean;
}

/**
 * Chooses one user among many: a search box (server search over name and email; an agent finds
 * only their own users) and a native select of the first matches. The chosen user stays listed
 * while the search changes.
 */
export function UserPicker({ id, label, value, onChange, role, disabled }: UserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers({ q: q || undefined, role, page: 1, pageSize: RESULTS });
  const [chosen, setChosen] = useState<AdminUserDto | null>(null);

  // A cleared form (value "") forgets the chosen user.
  useEffect(() => {
    if (!value) setChosen(null);
  }, [value]);

  const found = users.data?.items ?? [];
  const listed = chosen && value === chosen.id && !found.some((u) => u.id === chosen.id) ? [chosen, ...found] : found;
  const options = listed.map((u) => ({
    value: u.id,
    label: t("admin.picker.option", { name: displayName(u), email: u.email }),
  }));
  const placeholder = users.isLoading
    ? t("admin.picker.loading")
    : found.length === 0 && !chosen
      ? t("admin.picker.none")
      : t("admin.picker.placeholder");

  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <SearchInput
        label={t("admin.picker.search")}
        value={search}
        onChange={setSearch}
        placeholder={t("admin.picker.searchPlaceholder")}
      />
      <label htmlFor={id} className="sr-only">
        {t("admin.picker.select")}
      </label>
      <Select
        id={id}
        value={value}
        placeholder={placeholder}
        options={options}
        onChange={(event) => {
          const next = event.target.value;
          setChosen(listed.find((u) => u.id === next) ?? null);
          onChange(next);
        }}
      />
    </fieldset>
  );
}
