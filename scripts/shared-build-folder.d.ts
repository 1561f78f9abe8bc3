// Types of scripts/shared-build-folder.js for the tests written in TypeScript.
export const SHARED_BUILD_DIR: string
export function acquireSharedFolder(): Promise<() => void>
export function holdingSharedFolder<T>(work: () => Promise<T>): Promise<T>
export function copySiteFiles(from: string, to: string, options?: { nodeModules?: "symlink" | "hard links" }): void
export function intoSharedFolder(dir: string): void
export function moveFolder(from: string, to: string): void
