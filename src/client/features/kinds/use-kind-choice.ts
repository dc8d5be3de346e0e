import { useMemo, useState } from "react";
import { inferKind, type KindId, type KindSignals } from "../../../common/kinds";

export type KindChoice = {
  /** The kind the form sends: the user's choice, or the inferred one until they make it. */
  kind: KindId;
  /** What the brief looks like so far. */
  inferred: KindId;
  /** Whether there is a brief to infer from yet (a title, a description or a form type). */
  guessed: boolean;
  /** The user's own choice (null while the picker follows the inference). */
  chosen: KindId | null;
  choose: (kind: KindId | null) => void;
};

/**
 * The kind of paper for a form: it follows what the user types until they pick one themselves,
 * then stays as picked. `initial` is a choice restored from a draft.
 */
export function useKindChoice(signals: KindSignals, initial: KindId | null = null): KindChoice {
  const [chosen, setChosen] = useState<KindId | null>(initial);
  const { title, text, type } = signals;
  const inferred = useMemo(() => inferKind({ title, text, type }), [title, text, type]);
  const guessed = Boolean(title.trim() || text.trim() || type);
  return { kind: chosen ?? inferred, inferred, guessed, chosen, choose: setChosen };
}
