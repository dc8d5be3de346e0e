export const serverDistDir: string;
export const serverEntry: string;
export function buildServer(outdir?: string): Promise<void>;
export function serverBuildIsStale(): boolean;
export function ensureServerBuilt(): Promise<void>;
