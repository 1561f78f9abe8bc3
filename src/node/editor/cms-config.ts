/**
 * The Decap CMS configuration for /admin/, generated from the same content model that makes the
 * GraphQL schema and drives validation: a field cannot be in one and missing from the others, and
 * each widget enforces what the validator checks, so what the editor saves builds.
 */
import { featureModel, legalFrontmatterModel, siteConfigModel } from "../content"
import { cmsFields, legalBody, type CmsCollection } from "./cms-fields"
import { speciesCollections } from "./species-collections"
import { translationCollections, type CmsTranslations } from "./translation-collections"

export interface CmsSettings {
  repo: string
  branch: string
  signIn: { mode: string; authBaseUrl?: string | null }
}

/**
 * The whole configuration, as Decap reads it from /admin/config.yml (JSON is YAML). With the site's
 * address, each saved entry links to its page on the live site ("View Live": site_url and each
 * collection's or file's preview_path), in its language.
 */
export function cmsConfig(settings: CmsSettings, translations?: CmsTranslations, siteUrl?: string) {
  const backend =
    settings.signIn.mode === "netlify-identity"
      ? { name: "git-gateway", branch: settings.branch }
      : { name: "github", repo: settings.repo, branch: settings.branch, base_url: settings.signIn.authBaseUrl }
  return {
    backend,
    // On localhost only: `npm run cms` starts Decap's proxy, which edits the working tree.
    local_backend: true,
    ...(siteUrl ? { site_url: siteUrl } : {}),
    // Inside content/: pictures are content, and the build makes every size the site serves from them.
    media_folder: "content/images",
    public_folder: "images",
    collections: [
      {
        name: "site",
        label: "Site copy and settings",
        files: [
          {
            name: "site",
            label: "Site copy and settings",
            file: "content/site.json",
            format: "json",
            fields: cmsFields(siteConfigModel),
          },
        ],
      },
      {
        name: "features",
        label: "Feature cards",
        label_singular: "Feature card",
        folder: "content/features",
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "title",
        slug: "{{fields.order}}-{{slug}}",
        summary: "{{order}}. {{title}}",
        sortable_fields: ["order", "title"],
        fields: cmsFields(featureModel),
      },
      {
        name: "legal",
        label: "Legal pages",
        label_singular: "Legal page",
        folder: "content/legal",
        extension: "mdx",
        format: "frontmatter",
        create: true,
        delete: false,
        identifier_field: "title",
        slug: "{{slug}}",
        // The page's own address: "/privacy/" comes through as "privacy", its inner slashes kept.
        preview_path: "{{fields.path}}/",
        preview_path_preserve_slashes: true,
        fields: [...cmsFields(legalFrontmatterModel), legalBody],
      },
      ...speciesCollections(translations?.orders ?? []),
      ...(translations ? translationCollections(translations) : []),
    ] as CmsCollection[],
  }
}
