import type { ComponentType } from "react";

/** One screen of an area's route fragment (src/client/routes/NN-area.tsx, loaded in file-name order). */
export type AreaRoute = { path: string; component: ComponentType };
