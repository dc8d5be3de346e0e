import { useQueryClient } from "@tanstack/react-query";
import { EditorContent, useEditor } from "@tiptap/react";
import { ArrowLeft, Download, FilePlus2, History, Save } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import type { UserDto } from "../../../../common/schemas/auth";
import type { ProposalDto } from "../../../../common/schemas/proposals";
import { proseClasses } from "../../../components/proposal/proposal-content";
import { useProposalDownloads } from "../../../components/proposal/use-downloads";
import { StatusBadge } from "../../../components/status-badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { FactsPanel } from "../../../features/check/facts-panel";
import { AssistantDock } from "../../../features/editor/assistant-dock";
import { AssistantPanel } from "../../../features/editor/assistant-panel";
import { CARET_MARGIN, CaretClearOfBars } from "../../../features/editor/caret-clear-of-bars";
import { DraftOfferBanner } from "../../../features/editor/draft-offer-banner";
import type { EditorDraft } from "../../../features/editor/draft-store";
import { editorExtensions } from "../../../features/editor/extensions";
import { htmlToSave } from "../../../features/editor/keep-unchanged-blocks";
import { storedBlocks } from "../../../features/editor/stored-html";
import { EditorToolbar } from "../../../features/editor/toolbar";
import { useKeptDraft } from "../../../features/editor/use-kept-draft";
import { useUnsavedGuard } from "../../../features/editor/use-unsaved-guard";
import { ExportStyleSelect } from "../../../features/exports/export-style-select";
import { errorMessage, isUnauthorizedError, parseApiError } from "../../../lib/api-error";
import { cn } from "../../../lib/cn";
import { proposalKey, useUpdateProposal } from "./proposal-hooks";
import { ProposalLoader } from "./proposal-loader";
import { SaveConflictDialog } from "./save-conflict-dialog";

function ProposalEditRoute({ user }: { user: UserDto }) {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ProposalLoader id={id} skeleton={["h-8 w-1/3", "h-11 w-full", "h-[500px] w-full"]} backTo="/dashboard">
      {(proposal) => <ProposalEditor key={proposal.id} proposal={proposal} userId={user.id} />}
    </ProposalLoader>
  );
}

export default signedInScreen(ProposalEditRoute);

function ProposalEditor({ proposal, userId }: { proposal: ProposalDto; userId: string }) {
  const { t } = useTranslation();
  const save = useUpdateProposal(proposal.id);
  const saving = useRef(false);
  const downloads = useProposalDownloads();
  const [title, setTitle] = useState(proposal.title);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [savedTitle, setSavedTitle] = useState(proposal.title);
  const [contentDirty, setContentDirty] = useState(false);
  const baseline = useRef<string | null>(null);
  // The version this text started from (409 when the proposal was saved elsewhere since), and
  // whether the AI assistant changed it since the last save (the version's source).
  const baseVersion = useRef(proposal.version);
  const assistantUsed = useRef(false);
  const [conflict, setConflict] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // What is stored and the editor's blocks for it: unchanged blocks are saved exactly as stored.
  const stored = useRef({ html: proposal.content, blocks: [] as string[] });

  const editor = useEditor({
    extensions: [...editorExtensions(), CaretClearOfBars],
    content: proposal.content,
    editorProps: {
      // Keeps the caret clear of the sticky top bar (4rem) and editor toolbar when the editor scrolls to it.
      scrollMargin: CARET_MARGIN,
      scrollThreshold: CARET_MARGIN,
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": t("proposalsArea.editor.contentLabel"),
        class: cn(proseClasses, "min-h-[500px] px-4 py-4 focus:outline-none sm:px-6"),
        "data-testid": "proposal-editor",
      },
    },
    onCreate: ({ editor: e }) => {
      baseline.current = e.getHTML();
      stored.current = { html: proposal.content, blocks: storedBlocks(baseline.current) };
      // The toolbar and assistant panel read the editor on each transaction; they first read it
      // before it was ready (as empty), so one transaction that changes nothing lets them count it.
      // (After this handler: the editor counts as initialised only once its create handlers ran.)
      setTimeout(() => {
        if (!e.isDestroyed) e.view.dispatch(e.state.tr.setMeta("addToHistory", false));
      }, 0);
    },
    onUpdate: ({ editor: e }) => {
      setContentDirty(baseline.current !== null && e.getHTML() !== baseline.current);
    },
  });

  const dirty = contentDirty || title !== savedTitle;
  const kept = useKeptDraft({ editor, userId, proposal, title, dirty, baseVersion: () => baseVersion.current });
  // After a 401 the draft is kept: going to sign in loses nothing, so the browser need not ask.
  useUnsavedGuard(dirty && !kept.keptForSignIn, t("proposalsArea.editor.leaveConfirm"));

  /** The kept draft goes back into the editor, unsaved; saving it checks against the version it began from. */
  function restoreDraft(draft: EditorDraft) {
    editor.commands.setContent(draft.content);
    setTitle(draft.title);
    baseVersion.current = draft.baseVersion;
    kept.dismiss(false);
    toast({ title: t("proposalsArea.editor.draft.restored"), variant: "success" });
  }

  function onSave(event: React.FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(t("proposalsArea.editor.titleRequired"));
      return;
    }
    submit(baseVersion.current);
  }

  function submit(base: number) {
    // A second click before the button shows it is busy (a double click) is the same save, not a
    // second one from a version the first has already moved on.
    if (saving.current) return;
    saving.current = true;
    const editorHtml = editor.getHTML();
    const blocks = storedBlocks(editorHtml);
    const html = htmlToSave(stored.current.html, stored.current.blocks, blocks);
    const source = assistantUsed.current ? "assistant" : "editor";
    save.mutate(
      { title: title.trim(), content: html, status: proposal.status, baseVersion: base, source },
      {
        onSuccess: (saved) => {
          baseVersion.current = saved.version;
          kept.forget();
          assistantUsed.current = false;
          setConflict(null);
          baseline.current = editorHtml;
          stored.current = { html: saved.content, blocks };
          setContentDirty(false);
          setSavedTitle(title);
          // The writer stays in the editor: saving is a step in the work, not the end of it.
          toast({ title: t("proposalsArea.editor.saved"), variant: "success" });
        },
        onSettled: () => {
          saving.current = false;
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const info = parseApiError(error);
          if (info.code === "VERSION_CONFLICT") {
            const current = (info.params.details as { currentVersion?: unknown } | undefined)?.currentVersion;
            setConflict(typeof current === "number" ? current : base);
            return;
          }
          toast({
            title: t("proposalsArea.editor.saveFailed"),
            description: errorMessage(error, t),
            variant: "destructive",
          });
        },
      },
    );
  }

  /** 'Reload theirs': the latest saved text replaces mine in the editor. */
  async function reloadLatest() {
    try {
      const latest = await queryClient.fetchQuery<ProposalDto>({ queryKey: proposalKey(proposal.id), staleTime: 0 });
      editor.commands.setContent(latest.content);
      baseline.current = editor.getHTML();
      stored.current = { html: latest.content, blocks: storedBlocks(baseline.current) };
      setContentDirty(false);
      setTitle(latest.title);
      setSavedTitle(latest.title);
      baseVersion.current = latest.version;
      assistantUsed.current = false;
      setConflict(null);
      toast({ title: t("proposalsArea.editor.conflict.reloaded"), variant: "success" });
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: errorMessage(error, t), variant: "destructive" });
    }
  }

  return (
    <form onSubmit={onSave} className="grid gap-6 [&>*]:min-w-0" data-testid="proposal-editor-page" noValidate>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link
            href="/proposals"
            className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("proposalsArea.common.backToList")}
          </Link>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t("proposalsArea.editor.pageTitle")}
            </h1>
            <StatusBadge status={proposal.status} />
          </div>
          {dirty ? (
            <p className="mt-1 text-sm text-amber-700" data-testid="unsaved-note">
              {t("proposalsArea.editor.unsaved")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || save.isSuccess}>
            {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden />}
            {save.isPending ? t("proposalsArea.editor.saving") : t("proposalsArea.editor.save")}
          </Button>
          <Link href={`/proposals/${proposal.id}/history`} className={buttonClasses("outline", "md")}>
            <History aria-hidden />
            {t("proposalsArea.history.button")}
          </Link>
          <Link href="/create-proposal" className={buttonClasses("secondary", "md")}>
            <FilePlus2 aria-hidden />
            {t("proposalsArea.editor.newProposal")}
          </Link>
          <Button
            variant="outline"
            disabled={downloads.busy !== null}
            onClick={() => void downloads.downloadPdf(proposal)}
          >
            <Download aria-hidden />
            {t("proposalsArea.editor.pdf")}
          </Button>
          <ExportStyleSelect />
        </div>
      </div>

      {kept.offer ? (
        <DraftOfferBanner
          draft={kept.offer}
          currentVersion={proposal.version}
          onRestore={() => kept.offer && restoreDraft(kept.offer)}
          onDiscard={() => kept.dismiss(true)}
        />
      ) : null}

      <InputField
        id="proposal-title"
        label={t("proposalsArea.editor.titleLabel")}
        error={titleError}
        value={title}
        maxLength={300}
        onChange={(e) => {
          setTitle(e.target.value);
          if (titleError) setTitleError(undefined);
        }}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] [&>*]:min-w-0">
        <Card className="overflow-clip focus-within:ring-2 focus-within:ring-emerald-600/30">
          <EditorToolbar editor={editor} />
          <EditorContent editor={editor} />
        </Card>
        <div className="grid content-start gap-4 self-stretch [&>*]:min-w-0">
          {proposal.check ? <FactsPanel check={proposal.check} editor={editor} /> : null}
          <AssistantDock>
            <AssistantPanel editor={editor} proposalId={proposal.id} onApplied={() => (assistantUsed.current = true)} />
          </AssistantDock>
        </div>
      </div>
      <SaveConflictDialog
        open={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        onReload={() => void reloadLatest()}
        onKeepMine={() => conflict !== null && submit(conflict)}
        pending={save.isPending}
      />
    </form>
  );
}
