/**
 * Which Gatsby command runs the build code. `gatsby develop` keeps what it read for its next edit and
 * watches content; `gatsby build` builds once, then writes the search index and the host's files.
 * Gatsby tells its plugins through this variable alone.
 */
const command = () => process.env.gatsby_executing_command

export const isDevelop = (): boolean => command() === "develop"

export const isBuild = (): boolean => command() === "build"
