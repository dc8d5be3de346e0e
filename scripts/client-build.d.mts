export function clientBuildIsStale(): boolean;
export function ensureClientBuilt(): Promise<void>;
export function newestMtime(target: string): number;
