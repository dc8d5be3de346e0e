export function clientBuildIsStale(): boolean;
export function ensureClientBuilt(): Promise<void>;
