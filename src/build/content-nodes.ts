import type { CreateNodeArgs, Node } from "gatsby"
import type { ContentProblem } from "./validate-content"
import { FEATURE_TYPE, SITE_CONFIG_TYPE } from "./schema"

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  extension: string
}

function isContentJsonFile(node: Node): node is FileNode {
  const file = node as FileNode
  return node.internal.type === "File" && file.sourceInstanceName === "content" && file.extension === "json"
}

/** Which node type a JSON file in content/ becomes, by where it lives. */
export function contentTypeOf(relativePath: string): string | undefined {
  if (relativePath === "site.json") return SITE_CONFIG_TYPE
  if (/^features\/[^/]+\.json$/.test(relativePath)) return FEATURE_TYPE
  return undefined
}

/**
 * JSON files that could not become nodes, by path. They are reported with every other content
 * problem before pages are made (check-content.ts), so an editor sees all mistakes at once.
 */
export const unreadableContent = new Map<string, ContentProblem>()

/**
 * Turns each JSON file in content/ into a typed node. Runs for every file that is added or changed,
 * so `gatsby develop` picks up an editor's change without a restart.
 */
export async function onCreateNode({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs): Promise<void> {
  if (!isContentJsonFile(node)) return
  const file = `content/${node.relativePath}`
  unreadableContent.delete(file)
  const type = contentTypeOf(node.relativePath)
  if (!type) {
    unreadableContent.set(file, {
      file,
      message: "is not a file the site reads; expected content/site.json or content/features/<name>.json",
    })
    return
  }
  let data: unknown
  try {
    data = JSON.parse(await loadNodeContent(node))
  } catch (error) {
    unreadableContent.set(file, { file, message: `is not valid JSON: ${(error as Error).message}` })
    return
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    unreadableContent.set(file, { file, message: "holds no JSON object; expected { ...fields }" })
    return
  }
  const child = {
    ...data,
    id: createNodeId(`${type} ${node.relativePath}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(data) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
}
