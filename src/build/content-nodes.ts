import type { CreateNodeArgs, Node } from "gatsby"
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
 * Turns each JSON file in content/ into a typed node. Runs for every file that is added or changed,
 * so `gatsby develop` picks up an editor's change without a restart.
 */
export async function onCreateNode({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): Promise<void> {
  if (!isContentJsonFile(node)) return
  const file = `content/${node.relativePath}`
  const type = contentTypeOf(node.relativePath)
  if (!type) {
    reporter.panicOnBuild(
      `${file}: this file is not read by the site; expected content/site.json or content/features/<name>.json`,
    )
    return
  }
  const text = await loadNodeContent(node)
  let data: Record<string, unknown>
  try {
    data = JSON.parse(text) as Record<string, unknown>
  } catch (error) {
    reporter.panicOnBuild(`${file}: is not valid JSON (${(error as Error).message})`)
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
