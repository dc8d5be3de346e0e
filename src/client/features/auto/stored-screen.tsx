import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import { toast } from "../../components/ui/use-toast";
import { signedInScreen } from "../auth/signed-in-screen";
import { autoStorage } from "./auto-storage";

type Loaded<T> = { status: "ok"; stored: T } | { status: "missing" | "unreadable" };

/**
 * A signed-in screen of the generator that lives on its stored state (the editor, the completion
 * screen): read once; state that cannot be read is cleared with 'Gagal memuatkan kandungan';
 * without state the user goes back to /auto-generator.
 */
export function storedAutoScreen<T>(read: () => T | null, Screen: ComponentType<{ stored: T }>): ComponentType {
  function StoredAutoScreen() {
    const { t } = useTranslation();
    const [loaded] = useState((): Loaded<T> => {
      try {
        const stored = read();
        return stored ? { status: "ok", stored } : { status: "missing" };
      } catch {
        return { status: "unreadable" };
      }
    });

    useEffect(() => {
      if (loaded.status === "unreadable") {
        autoStorage.clear();
        toast({ title: t("autoArea.loadFailed"), description: t("autoArea.loadFailedBody"), variant: "destructive" });
      }
    }, [loaded.status, t]);

    if (loaded.status !== "ok") return <Redirect to="/auto-generator" replace />;
    return <Screen stored={loaded.stored} />;
  }
  return signedInScreen(StoredAutoScreen);
}
