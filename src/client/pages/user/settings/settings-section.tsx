import { Card } from "../../../components/ui/card";

/** One titled block of the settings screen; `id` makes it a link target (/settings#profile). */
export function SettingsSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="scroll-mt-20 p-5 sm:p-6">
      <section id={id} aria-labelledby={`${id}-title`} className="grid gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {text ? <p className="mt-1 text-sm text-slate-600">{text}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
