// Types of scripts/decap-server.js for the tests written in TypeScript.
import type { ChildProcess } from "child_process"
export const DECAP_SERVER_PORT: number
export function startDecapServer(repoDir: string): Promise<ChildProcess>
