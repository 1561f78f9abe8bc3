// Types of scripts/shared-build-folder.js for the tests written in TypeScript.
export function acquireSharedFolder(): Promise<{ dir: string; release: () => void }>
export function holdingSharedFolder<T>(work: (dir: string) => Promise<T>): Promise<T>
export function copySiteFiles(from: string, to: string, options?: { nodeModules?: "symlink" | "hard links" }): void
export function intoSharedFolder(sharedDir: string, dir: string): void
export function moveFolder(from: string, to: string): void
