import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { SettingDto } from "../../../common/schemas/settings";
import { Card } from "../../components/ui/card";
import { launchGaps } from "./launch-gaps";

/**
 * 'Sebelum dilancarkan': the settings still at their starting values that a buyer or a receipt needs.
 * On the settings page each line jumps to its form; elsewhere the card links to the settings page.
 * Nothing shows once every one is set.
 */
export function LaunchChecklist({ settings, onSettingsPage }: { settings: SettingDto[]; onSettingsPage: boolean }) {
  const { t } = useTranslation();
  const gaps = launchGaps(settings);
  if (!gaps.length) return null;
  return (
    <Card className="border-amber-300 bg-amber-50 p-5" data-testid="launch-checklist">
      <section aria-labelledby="launch-checklist-title" className="grid gap-2">
        <h2 id="launch-checklist-title" className="flex items-center gap-2 text-lg font-bold text-amber-900">
          <TriangleAlert aria-hidden className="size-5 shrink-0" />
          {t("settingsAdmin.launch.title")}
        </h2>
        <p className="text-sm text-amber-900">{t("settingsAdmin.launch.intro")}</p>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-amber-950">
          {gaps.map((gap) => (
            <li key={gap} data-testid={`launch-gap-${gap}`}>
              {t(`settingsAdmin.launch.${gap}`)}{" "}
              {onSettingsPage ? (
                <a href={`#setting-${gap}`} className="font-semibold text-amber-900 underline">
                  {t("settingsAdmin.launch.fix", { name: t(`settingsAdmin.settings.${gap}.label`) })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
        {onSettingsPage ? null : (
          <Link href="/super-admin/settings" className="text-sm font-semibold text-amber-900 underline">
            {t("settingsAdmin.launch.open")}
          </Link>
        )}
      </section>
    </Card>
  );
}
